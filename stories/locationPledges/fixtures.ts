/** Location pledges for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationPledge'];

export function locationPledgesRecord(over: Partial<Row> & { id: number }): Row {
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

export const locationPledgesRows: Row[] = [
  locationPledgesRecord({
    id: 1,
    title: 'تعهد السلامة من الحريق في الموقع',
    title_en: 'Site fire safety pledge',
    body: 'نتعهد بتوفير طفايات حريق صالحة ومعتمدة من الدفاع المدني بواقع طفاية لكل خيمة على الأقل.',
    file: { id: 41, name: 'site-fire-safety-pledge.pdf', size: 182_344, mime: 'application/pdf', url: '/api/files/41' },
    is_fire: 1,
    is_required: 1,
  }),
  locationPledgesRecord({
    id: 2,
    title: 'تعهد عدم التعدي على الطرق والمشاة',
    title_en: 'No encroachment on roads and walkways pledge',
    body: 'نتعهد بعدم إشغال الطرق أو ممرات المشاة أو مسارات الطوارئ.',
    is_fire: 0,
    is_required: 1,
  }),
  locationPledgesRecord({
    id: 3,
    title: 'تعهد تخزين أسطوانات الغاز',
    title_en: 'Gas cylinder storage pledge',
    body: 'نتعهد بتخزين أسطوانات الغاز خارج المباني المؤقتة في أقفاص مهواة.',
    is_fire: 1,
    is_required: 0,
  }),
];
