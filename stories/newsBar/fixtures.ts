/** News bar for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['NewsBarItem'];

export function newsBarRecord(over: Partial<Row> & { id: number }): Row {
  return {
    value: 'النص تجريبي 0',
    link: null,
    visible: 0,

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const newsBarRows: Row[] = [
  newsBarRecord({ id: 1, value: 'آخر موعد لطلبات رخص الجاهزية 20 ذو القعدة 1448هـ', link: '/readiness-license', visible: 1 }),
  newsBarRecord({ id: 2, value: 'فتح باب المخالصة بعد إعادة تسليم المخيمات', link: null, visible: 0 }),
  newsBarRecord({ id: 3, value: 'Civil defence safety guidance for camps', link: 'https://998.gov.sa', visible: 1 }),
];
