/**
 * How the map names what its answer holds by id or key: squares and companies by id, each measure's class by its
 * key (the machines' labels, from the answer's `measures`), a camp by the reader's language.
 */
import { classOf, type SiteMapMeasure } from '../../../shared/siteMap';
import type { SiteMapCamp, SiteMapData } from './api';

export interface Names {
  camp: (c: SiteMapCamp) => string;
  square: (id: number) => string;
  company: (id: number | null) => string | null;
  /** a measure's name */
  measure: (m: SiteMapMeasure) => string;
  /** a camp's value in a measure: its class's label (violations: the count itself) */
  value: (c: SiteMapCamp, m: SiteMapMeasure) => string;
  /** its class's label, for violations with the count beside it */
  valueLong: (c: SiteMapCamp, m: SiteMapMeasure) => string;
}

export function namesOf(data: SiteMapData, lang: 'ar' | 'en'): Names {
  const squares = new Map(data.squares.map((s) => [s.id, lang === 'en' ? s.name_en || s.name : s.name]));
  const companies = new Map(data.companies.map((c) => [c.id, c.name]));
  const measures = new Map(data.measures.map((m) => [m.key, m]));
  const classLabel = (c: SiteMapCamp, m: SiteMapMeasure) => {
    const key = classOf(c, m);
    return measures.get(m)?.classes.find((k) => k.key === key)?.label ?? key;
  };
  return {
    camp: (c) => (lang === 'en' ? c.name_en || c.name : c.name),
    square: (id) => squares.get(id) ?? '',
    company: (id) => (id === null ? null : (companies.get(id) ?? null)),
    measure: (m) => measures.get(m)?.label ?? m,
    value: (c, m) => (m === 'violations' ? String(c.violations) : classLabel(c, m)),
    valueLong: (c, m) => (m === 'violations' ? `${classLabel(c, m)} (${c.violations})` : classLabel(c, m)),
  };
}
