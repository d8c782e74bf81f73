/** Following a notification's link: portal paths inside the app, http(s) addresses by the browser. */
import { isSafeLink } from '../../../shared/rules/notification';

export function followLink(link: string | null | undefined, navigate: (path: string) => void): void {
  if (!link || !isSafeLink(link)) return;
  if (link.startsWith('/')) navigate(link);
  else window.location.assign(link);
}
