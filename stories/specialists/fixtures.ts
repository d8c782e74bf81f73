/** Specialists for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Specialist'];

export function specialistsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    note: null,
    is_req: 0,
    active: 1,
    cat_id: 1,
    get_cat: { id: 1, name: 'كهرباء', name_en: 'Electrical' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
    is_req_text: (over.is_req ?? 0) ? 'مطلوب' : 'غير مطلوب',
    status_text: (over.active ?? 1) ? 'مفعّل' : 'موقوف',
  } as Row;
}

export const specialistsRows: Row[] = [
  specialistsRecord({ id: 1, name: 'مهندس كهربائي', note: 'Electrical engineer', is_req: 1, active: 1, cat_id: 1, get_cat: { id: 1, name: 'كهرباء', name_en: 'Electrical' } }),
  specialistsRecord({ id: 2, name: 'مصمم داخلي', note: 'Interior designer', is_req: 0, active: 0, cat_id: 2, get_cat: { id: 2, name: 'معماري', name_en: 'Architectural' } }),
  specialistsRecord({ id: 3, name: 'مهندس إنشائي', note: 'Structural engineer', is_req: 1, active: 1, cat_id: 3, get_cat: { id: 3, name: 'إنشائي', name_en: 'Structural' } }),
];

/** The categories records the cat_id filter offers (its list call's first page). */
export const catIdOptions = [
  { id: 1, name: 'كهرباء', name_en: 'Electrical' },
  { id: 2, name: 'معماري', name_en: 'Architectural' },
  { id: 3, name: 'إنشائي', name_en: 'Structural' },
];
