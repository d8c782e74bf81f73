/** Categories for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Category'];

export function categoriesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'كهرباء',
    name_en: 'Electrical',
    is_active: 1,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const categoriesRows: Row[] = [
  categoriesRecord({ id: 1, name: 'كهرباء', name_en: 'Electrical' }),
  categoriesRecord({ id: 2, name: 'سباكة', name_en: 'Plumbing', version: 3 }),
  categoriesRecord({ id: 3, name: 'إنذار الحريق', name_en: 'Fire alarm', is_active: 0 }),
];
