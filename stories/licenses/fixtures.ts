/** Licences for stories, shaped as the contract's schemas: kinds of licence as the demo seed has them. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['License'];

export function licensesRecord(over: Partial<Row> & { id: number }): Row {
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

export const licensesRows: Row[] = [
  licensesRecord({
    id: 1,
    name: 'رخصة إنشاء الخيام والمظلات',
    name_en: 'Tents and canopies construction licence',
    validity_days: 120,
    description: 'تركيب الخيام المطورة والمظلات والممرات المظللة داخل حدود المخيم وفق المخطط المعتمد.',
  }),
  licensesRecord({
    id: 2,
    name: 'رخصة مطبخ مؤقت',
    name_en: 'Temporary kitchen licence',
    validity_days: 30,
    is_temporary: 1,
    is_temporary_text: 'مؤقتة',
    description: 'تشغيل مطبخ لإعداد وجبات الحجاج.',
  }),
  licensesRecord({ id: 3, name: 'رخصة فعالية مؤقتة', name_en: 'Temporary event licence', validity_days: 3, is_temporary: 1, is_temporary_text: 'مؤقتة' }),
];
