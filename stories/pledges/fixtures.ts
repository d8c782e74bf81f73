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
  pledgesRecord({
    id: 1,
    title: 'تعهد السلامة من الحريق',
    title_en: 'Fire safety pledge',
    body: 'نتعهد بتوفير طفايات حريق صالحة ومعتمدة من الدفاع المدني بواقع طفاية لكل خيمة على الأقل.',
    file: { id: 41, name: 'fire-safety-pledge.pdf', size: 182_344, mime: 'application/pdf', url: '/api/files/41' },
    is_fire: 1,
    is_required: 1,
  }),
  pledgesRecord({
    id: 2,
    title: 'تعهد إبقاء الممرات خالية',
    title_en: 'Clear walkways pledge',
    body: 'نتعهد بإبقاء الممرات ومخارج الطوارئ خالية من العوائق طوال موسم الحج.',
    is_fire: 0,
    is_required: 1,
  }),
  pledgesRecord({ id: 3, title: 'تعهد منع الطهي المكشوف', title_en: 'No open-flame cooking pledge', body: 'نتعهد بعدم استخدام مواقد الغاز أو اللهب المكشوف داخل الخيام.', is_fire: 1, is_required: 0 }),
];
