/**
 * A notification's link: followed on click (portal paths inside the app, http(s)
 * addresses by the browser), and shown as a link named for where it goes — the
 * portal page's title, or the site's host — never as a raw `/dashboard`.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSafeLink } from '../../../shared/rules/notification';
import { menu, menuLabel } from '../../app/menu';
import { Ltr } from '../../shared/ui/Bdi';

export function followLink(link: string | null | undefined, navigate: (path: string) => void): void {
  if (!link || !isSafeLink(link)) return;
  if (link.startsWith('/')) navigate(link);
  else window.location.assign(link);
}

/** Portal pages a notification may lead to that the side menu does not list. */
const offMenu: Record<string, string> = { '/profile': 'common:topbar.profile' };

/** The menu item (or known page) whose path is the longest prefix of this one. */
function pageTitleKey(path: string): string | { ar: string; en: string } | null {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const within = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  const known = Object.keys(offMenu).find(within);
  if (known) return offMenu[known]!;
  const items = menu.flatMap((g) => g.items).filter((i) => within(i.path));
  items.sort((a, b) => b.path.length - a.path.length);
  return items[0]?.label ?? null;
}

/** What a reader sees for a link: the page's title or the site's host, in their language. */
export function useLinkLabel(): (link: string) => { text: string; external: boolean } {
  const { t, i18n } = useTranslation('notifications');
  return (link) => {
    if (link.startsWith('/')) {
      const key = pageTitleKey(link);
      const title = key === null ? null : typeof key === 'string' && key.includes(':') ? t(key) : menuLabel(key, t, i18n.language);
      return { text: title ?? t('link.portalPage'), external: false };
    }
    let host = link;
    try {
      host = new URL(link).host;
    } catch {
      // a link the rules let through is a URL; keep the text if not
    }
    return { text: host, external: true };
  };
}

/** A notification's link as a link: the page's title, the address as its tooltip. */
export function NotificationLink({ link }: { link: string }) {
  const { t } = useTranslation('notifications');
  const labelOf = useLinkLabel();
  if (!isSafeLink(link)) return null;
  const { text, external } = labelOf(link);
  return external ? (
    <a href={link} target="_blank" rel="noopener noreferrer" title={link} className="notification-link">
      <i className="pi pi-external-link" aria-hidden /> <Ltr>{text}</Ltr>
      <span className="visually-hidden">{t('link.newTab')}</span>
    </a>
  ) : (
    <Link to={link} title={link} className="notification-link">
      <i className="pi pi-link" aria-hidden /> {text}
    </Link>
  );
}
