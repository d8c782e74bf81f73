/** Location licences for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationLicense'];

export function locationLicensesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    name_en: null,
    validity_days: 0,
    is_temporary: 0,
    description: null,

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const locationLicensesRows: Row[] = [
  locationLicensesRecord({ id: 1, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1', validity_days: 10, is_temporary: 1, description: 'نص تجريبي رقم 1' }),
  locationLicensesRecord({ id: 2, name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2', validity_days: 20, is_temporary: 0, description: 'نص تجريبي رقم 2' }),
  locationLicensesRecord({ id: 3, name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3', validity_days: 30, is_temporary: 1, description: 'نص تجريبي رقم 3' }),
];
