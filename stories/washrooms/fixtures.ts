/** Washrooms for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Washroom'];

export function washroomsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    wc_number: 'رقم دورة المياه تجريبي 0',
    camp_id: 1,
    wc_category: null,
    portable_wc_count: null,
    toilets_count: null,
    seated_toilets_count: null,
    urinal_tapes_count: null,
    showers_count: null,
    internal_water_tapes_count: null,
    external_water_tapes_count: null,
    total_water_tapes_count: null,
    upper_water_tank: 0,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const washroomsRows: Row[] = [
  washroomsRecord({
    id: 1,
    wc_number: 'رقم دورة المياه تجريبي 1',
    camp_id: 1,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
    wc_category: 'الفئة تجريبي 1',
    portable_wc_count: 10,
    toilets_count: 10,
    seated_toilets_count: 10,
    urinal_tapes_count: 10,
    showers_count: 10,
    internal_water_tapes_count: 10,
    external_water_tapes_count: 10,
    total_water_tapes_count: 20,
    upper_water_tank: 1,
  }),
  washroomsRecord({
    id: 2,
    wc_number: 'رقم دورة المياه تجريبي 2',
    camp_id: 2,
    get_camp: { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
    wc_category: 'الفئة تجريبي 2',
    portable_wc_count: 20,
    toilets_count: 20,
    seated_toilets_count: 20,
    urinal_tapes_count: 20,
    showers_count: 20,
    internal_water_tapes_count: 20,
    external_water_tapes_count: 20,
    total_water_tapes_count: 40,
    upper_water_tank: 0,
  }),
  washroomsRecord({
    id: 3,
    wc_number: 'رقم دورة المياه تجريبي 3',
    camp_id: 3,
    get_camp: { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
    wc_category: 'الفئة تجريبي 3',
    portable_wc_count: 30,
    toilets_count: 30,
    seated_toilets_count: 30,
    urinal_tapes_count: 30,
    showers_count: 30,
    internal_water_tapes_count: 30,
    external_water_tapes_count: 30,
    total_water_tapes_count: 60,
    upper_water_tank: 1,
  }),
];

/** The camps records the camp_id filter offers (its list call's first page). */
export const campIdOptions = [
  { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
  { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
  { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
];
