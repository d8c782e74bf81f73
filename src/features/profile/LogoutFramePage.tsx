/**
 * /logout-frame (blank layout): the page a sister site opens in a hidden frame
 * when its user signs out (spec 000 §7 "Logout"). On a {type: 'logout'} message
 * from a configured sister's origin (GET /config), it revokes our session and
 * clears it, then answers {type: 'logout:done'}. Messages from any other origin
 * are ignored. It announces {type: 'logout-frame:ready'} once it listens, since a
 * sister may post before this page has started.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../shared/auth/signOut';
import { usePortalConfig } from '../../app/config';
import { FRAME_READY, isMessage, LOGOUT, LOGOUT_DONE } from '../../app/logout';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export default function LogoutFramePage() {
  const { t } = useTranslation('profile');
  const config = usePortalConfig();
  const origins = useMemo(() => {
    const set = new Set<string>();
    for (const s of config.data?.sisters ?? []) {
      for (const o of [originOf(s.url), originOf(s.logout_url)]) if (o) set.add(o);
    }
    return set;
  }, [config.data]);

  useEffect(() => {
    if (!config.data) return;
    let done: Promise<void> | null = null;
    const onMessage = (e: MessageEvent) => {
      if (!origins.has(e.origin) || !isMessage(e.data, LOGOUT)) return;
      // one sign-out however many times the sister asks
      done ??= endSession();
      void done.then(() => (e.source as Window | null)?.postMessage({ type: LOGOUT_DONE }, e.origin));
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: FRAME_READY }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [config.data, origins]);

  return (
    <p style={{ fontSize: '0.8rem', color: '#5f6f6a', padding: '0.5rem' }} aria-live="polite">
      {t('frame.text')}
    </p>
  );
}
