/** Squares for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Square'];

export function squaresRecord(over: Partial<Row> & { id: number }): Row {
  return { name: 'مربع 1', name_en: 'Square 1', code: 'MZ-01', area_m2: 217000, notes: null, version: 1, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z', ...over };
}

export const squaresRows: Row[] = [
  squaresRecord({ id: 1, name: 'مربع 1', name_en: 'Square 1', code: 'MZ-01', area_m2: 217000, notes: 'بجوار مسجد المشعر الحرام من جهة الشمال' }),
  squaresRecord({ id: 2, name: 'مربع 2', name_en: 'Square 2', code: 'MZ-02', area_m2: 254000, notes: null }),
  squaresRecord({ id: 3, name: 'مربع 3', name_en: 'Square 3', code: 'MZ-03', area_m2: null, notes: null }),
];
