/** Location licences for stories, shaped as the contract's schemas: kinds of licence as the demo seed has them. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationLicense'];

export function locationLicensesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'رخصة تجريبية',
    name_en: null,
    validity_days: 30,
    is_temporary: 0,
    is_temporary_text: 'موسمية',
    description: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const locationLicensesRows: Row[] = [
  locationLicensesRecord({
    id: 1,
    name: 'رخصة تهيئة وتسوية الموقع',
    name_en: 'Site preparation and levelling licence',
    validity_days: 90,
    description: 'تسوية أرض الموقع وردم المنخفضات وتحديد حدوده بالأوتاد قبل البدء في التركيب.',
  }),
  locationLicensesRecord({
    id: 2,
    name: 'رخصة مكتب موقع مؤقت',
    name_en: 'Temporary site office licence',
    validity_days: 30,
    is_temporary: 1,
    is_temporary_text: 'مؤقتة',
    description: 'كرفان لإدارة الأعمال في الموقع خلال فترة التجهيز.',
  }),
  locationLicensesRecord({ id: 3, name: 'رخصة إغلاق جزئي للطريق', name_en: 'Partial road closure licence', validity_days: 2, is_temporary: 1, is_temporary_text: 'مؤقتة' }),
];
