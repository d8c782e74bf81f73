/** Pledges for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Pledge'];

export function pledgesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'العنوان تجريبي 0',
    title_en: null,
    body: null,
    file: null,
    is_fire: 0,
    is_required: 0,

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const pledgesRows: Row[] = [
  pledgesRecord({ id: 1, title: 'العنوان تجريبي 1', title_en: 'Sample title_en 1', body: 'نص تجريبي رقم 1', is_fire: 1, is_required: 1 }),
  pledgesRecord({ id: 2, title: 'العنوان تجريبي 2', title_en: 'Sample title_en 2', body: 'نص تجريبي رقم 2', is_fire: 0, is_required: 0 }),
  pledgesRecord({ id: 3, title: 'العنوان تجريبي 3', title_en: 'Sample title_en 3', body: 'نص تجريبي رقم 3', is_fire: 1, is_required: 1 }),
];
