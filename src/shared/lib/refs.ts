/**
 * A reference field's record as the API shows it (`get_<name>`: the record an id points at, e.g. a
 * camp's square), and its name in the screen's language: the English name under English when the
 * record has one, else its name.
 */
export interface RefOption {
  id: number;
  name: string;
  name_en?: string | null | undefined;
}

export const refLabel = (ref: RefOption, lang: string): string => (lang === 'en' && ref.name_en ? ref.name_en : ref.name);
