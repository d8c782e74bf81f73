/** Public toilet complexes for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['ToiletComplex'];

export function toiletComplexesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    label_number: 'رقم اللوحة تجريبي 0',
    num_of_rooms: 0,
    camp_id: null,
    camp_num_of_rooms: null,
    get_camp: null,

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const toiletComplexesRows: Row[] = [
  toiletComplexesRecord({ id: 1, label_number: 'رقم اللوحة تجريبي 1', num_of_rooms: 10, camp_id: 1, get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' }, camp_num_of_rooms: 10 }),
  toiletComplexesRecord({ id: 2, label_number: 'رقم اللوحة تجريبي 2', num_of_rooms: 20, camp_id: 2, get_camp: { id: 2, name: 'مخيم 2', name_en: 'Camp 2' }, camp_num_of_rooms: 20 }),
  toiletComplexesRecord({ id: 3, label_number: 'رقم اللوحة تجريبي 3', num_of_rooms: 30, camp_id: 3, get_camp: { id: 3, name: 'مخيم 3', name_en: 'Camp 3' }, camp_num_of_rooms: 30 }),
];

/** The camps records the camp_id filter offers (its list call's first page). */
export const campIdOptions = [
  { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
  { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
  { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
];
