/** Countries for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Country'];

export function countriesRecord(over: Partial<Row> & { id: number }): Row {
  return { name: 'إندونيسيا', name_en: 'Indonesia', iso_code: 'ID', version: 1, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z', ...over };
}

export const countriesRows: Row[] = [
  countriesRecord({ id: 15, name: 'أفغانستان', name_en: 'Afghanistan', iso_code: 'AF' }),
  countriesRecord({ id: 2, name: 'إندونيسيا', name_en: 'Indonesia', iso_code: 'ID' }),
  countriesRecord({ id: 3, name: 'باكستان', name_en: 'Pakistan', iso_code: 'PK' }),
  countriesRecord({ id: 81, name: 'جمهورية الرأس الأخضر', name_en: 'Cabo Verde', iso_code: null }),
];
