/**
 * Every text in both languages at once, for component tests and Storybook, which render screens
 * without the router that loads them with each screen. The app never imports this.
 */
import { languages, type Label, type Lang } from '../../../shared/label';
import { machineMessages } from '../../../machines/messages';
import { sharedMessages } from '../../../shared/messages';
import common from '../../locales/common';
import menu from '../../locales/menu';
import { addMachineMessages, addNamespace, initI18nWith, storedLang, type ShellTexts } from './index';
import { configurePrimeReact } from './primereact';

type Tree = { [key: string]: string | Tree };
const all = import.meta.glob<{ default: { ar: Tree; en: Tree } }>('../../features/*/locales.ts', { eager: true });

const inLanguage = (catalogue: Record<string, Label>, lang: Lang) => Object.fromEntries(Object.entries(catalogue).map(([k, label]) => [k, label[lang]]));

export function initI18nWithAreas(lang: Lang = storedLang()) {
  const shell = Object.fromEntries(languages.map((l) => [l, { common: common[l], menu: menu[l], messages: inLanguage(sharedMessages, l) } satisfies ShellTexts]));
  const i18n = initI18nWith(lang, shell);
  // set at once (the app loads it with its screens): tests render PrimeReact without the router
  configurePrimeReact(lang, { ripple: false });
  for (const l of languages) addMachineMessages(l, inLanguage(machineMessages, l));
  for (const [file, mod] of Object.entries(all)) addNamespace(file.split('/').slice(-2)[0]!, mod.default);
  return i18n;
}
