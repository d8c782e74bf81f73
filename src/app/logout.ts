/**
 * Sign out here and at the two sister sites (spec 000 §7 "Logout"): revoke our
 * token, post a logout message to each sister's logout page (/logout-frame on its
 * host) in a hidden frame, and after about 200 ms per frame clear the session and
 * go to /login. Our own /logout-frame page answers the same messages, so the
 * mechanism works in both directions.
 *
 * The messages: we post {type: 'logout'} when a frame loads, and again when the
 * frame announces {type: 'logout-frame:ready'} (its page may start listening only
 * after its load event); the frame answers {type: 'logout:done'}. Frames stay in
 * the page a while after we leave for /login, so a slow sister still hears us.
 */
import { revokeToken } from '../shared/auth/signOut';
import { sessionStore } from '../shared/auth/session';
import { timing } from '../../shared/limits';

export const LOGOUT = 'logout';
export const FRAME_READY = 'logout-frame:ready';
export const LOGOUT_DONE = 'logout:done';

/** How long a sister's frame may take to answer before it is removed (ours, not the spec's). */
export const SISTER_FRAME_TIMEOUT_MS = 15_000;

export interface SisterLogout {
  key: string;
  logout_url?: string | undefined;
}

export const isMessage = (data: unknown, type: string): boolean => !!data && typeof data === 'object' && (data as { type?: unknown }).type === type;

/** Open a hidden frame on each sister's logout page and tell it to sign out. */
export function signOutSisters(sisters: SisterLogout[]): HTMLIFrameElement[] {
  const frames: HTMLIFrameElement[] = [];
  for (const s of sisters) {
    if (!s.logout_url) continue;
    let origin: string;
    try {
      origin = new URL(s.logout_url, window.location.href).origin;
    } catch {
      continue; // a misconfigured sister is skipped, not fatal
    }
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = `logout-${s.key}`;
    frame.setAttribute('aria-hidden', 'true');
    frame.src = s.logout_url;
    const post = () => {
      try {
        frame.contentWindow?.postMessage({ type: LOGOUT }, origin);
      } catch {
        // a sister that cannot be reached is left as it is
      }
    };
    const remove = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
    };
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.contentWindow || e.origin !== origin) return;
      if (isMessage(e.data, FRAME_READY)) post();
      else if (isMessage(e.data, LOGOUT_DONE)) remove();
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(remove, SISTER_FRAME_TIMEOUT_MS);
    frame.onload = post;
    document.body.appendChild(frame);
    frames.push(frame);
  }
  return frames;
}

export async function logoutEverywhere(sisters: SisterLogout[], go: (path: string) => void): Promise<void> {
  await revokeToken();
  const frames = signOutSisters(sisters);
  await new Promise((r) => setTimeout(r, timing.logoutFrameDelayMs * Math.max(1, frames.length)));
  sessionStore.clear();
  go('/login');
}
