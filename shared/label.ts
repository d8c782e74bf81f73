/** A text in both languages of the portal. Arabic first: it is the default and the fallback. */
export interface Label {
  ar: string;
  en: string;
}

export type Lang = 'ar' | 'en';

export const languages: readonly Lang[] = ['ar', 'en'];

export function pick(label: Label, lang: Lang): string {
  return label[lang] || label.ar;
}

/** Items written as a list in a language: the Arabic comma in Arabic, the Latin one in English. */
export function joinList(items: readonly string[], lang: Lang): string {
  return items.join(lang === 'ar' ? '، ' : ', ');
}
