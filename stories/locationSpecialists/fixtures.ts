/** Location specialties for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationSpecialist'];

export function locationSpecialistsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    name_en: null,
    note: null,
    is_req: 0,
    cat_id: 1,
    get_cat: { id: 1, name: 'تصنيف 1', name_en: 'Category 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const locationSpecialistsRows: Row[] = [
  locationSpecialistsRecord({ id: 1, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', note: 'نص تجريبي رقم 1', is_req: 1, cat_id: 1, get_cat: { id: 1, name: 'تصنيف 1', name_en: 'Category 1' } }),
  locationSpecialistsRecord({ id: 2, name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', note: 'نص تجريبي رقم 2', is_req: 0, cat_id: 2, get_cat: { id: 2, name: 'تصنيف 2', name_en: 'Category 2' } }),
  locationSpecialistsRecord({ id: 3, name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', note: 'نص تجريبي رقم 3', is_req: 1, cat_id: 3, get_cat: { id: 3, name: 'تصنيف 3', name_en: 'Category 3' } }),
];

/** The categories records the cat_id filter offers (its list call's first page). */
export const catIdOptions = [
  { id: 1, name: 'تصنيف 1', name_en: 'Category 1' },
  { id: 2, name: 'تصنيف 2', name_en: 'Category 2' },
  { id: 3, name: 'تصنيف 3', name_en: 'Category 3' },
];
