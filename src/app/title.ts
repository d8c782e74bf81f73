/** The page title comes from the deepest route's title metadata (spec 000 §2). */
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './guards';

export function usePageTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.title) : '';
  useEffect(() => {
    document.title = title ? `${title} | ${t('appName')}` : t('appName');
  }, [title, t]);
}
