/**
 * Every area's texts at once, for component tests and Storybook, which render screens without
 * the router that loads them with each screen. The app never imports this.
 */
import type { Lang } from '../../../shared/label';
import { addNamespace, initI18n } from './index';

type Tree = { [key: string]: string | Tree };
const all = import.meta.glob<{ default: { ar: Tree; en: Tree } }>('../../features/*/locales.ts', { eager: true });

export function initI18nWithAreas(lang?: Lang) {
  const i18n = initI18n(lang);
  for (const [file, mod] of Object.entries(all)) addNamespace(file.split('/').slice(-2)[0]!, mod.default);
  return i18n;
}
