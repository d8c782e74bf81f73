/** Location engineering guides for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationGuide'];

export function locationGuidesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'العنوان تجريبي 0',
    title_en: null,
    description: 'نص تجريبي رقم 0',
    file: null,

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const locationGuidesRows: Row[] = [
  locationGuidesRecord({ id: 1, title: 'العنوان تجريبي 1', title_en: 'Sample title_en 1', description: 'نص تجريبي رقم 1' }),
  locationGuidesRecord({ id: 2, title: 'العنوان تجريبي 2', title_en: 'Sample title_en 2', description: 'نص تجريبي رقم 2' }),
  locationGuidesRecord({ id: 3, title: 'العنوان تجريبي 3', title_en: 'Sample title_en 3', description: 'نص تجريبي رقم 3' }),
];
