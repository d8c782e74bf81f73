/**
 * Page titles: each route's title metadata (spec 000 §2), read from the matched routes
 * for the breadcrumbs and the document title. A screen whose title depends on its record
 * (the built-in role is viewed, not edited, under /roles/{id} "Edit role") names it with
 * `useScreenTitle`, and the breadcrumb and the document title follow.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './guards';

/** Screen titles by path, set by the screen showing that path. */
const screenTitles = new Map<string, string>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Title this screen (already translated) in place of its route's title, while it is shown. */
export function useScreenTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    screenTitles.set(pathname, title);
    changed();
    return () => {
      if (screenTitles.get(pathname) !== title) return;
      screenTitles.delete(pathname);
      changed();
    };
  }, [pathname, title]);
}

export interface Crumb {
  path: string;
  title: string;
}

/** The matched routes that have a title, outermost first; the current page last. */
export function useRouteTitles(): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const own = useSyncExternalStore(subscribe, () => screenTitles.get(pathname));
  const crumbs: Crumb[] = [];
  for (const m of matches) {
    const handle = m.handle as RouteHandle | undefined;
    if (!handle?.title) continue;
    // an index route shares its parent's path: one crumb
    if (crumbs.at(-1)?.path === m.pathname) crumbs.pop();
    crumbs.push({ path: m.pathname, title: t(handle.title) });
  }
  const last = crumbs.at(-1);
  if (own && last && last.path.replace(/\/$/, '') === pathname.replace(/\/$/, '')) last.title = own;
  return crumbs;
}

export function usePageTitle(): void {
  const { t } = useTranslation();
  const title = useRouteTitles().at(-1)?.title ?? '';
  useEffect(() => {
    document.title = title ? `${title} | ${t('appName')}` : t('appName');
  }, [title, t]);
}
