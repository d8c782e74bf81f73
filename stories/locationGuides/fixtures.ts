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
  locationGuidesRecord({
    id: 1,
    title: 'دليل المنشآت المؤقتة في المواقع',
    title_en: 'Temporary structures on sites guide',
    description: 'اشتراطات تصميم وتركيب الخيام والمظلات في المخيمات.',
    file: { id: 51, name: 'temporary-structures-guide.pdf', size: 1_204_331, mime: 'application/pdf', url: '/api/files/51' },
  }),
  locationGuidesRecord({
    id: 2,
    title: 'دليل التمديدات الكهربائية',
    title_en: 'Electrical installations guide',
    description: 'متطلبات اللوحات والقواطع والكابلات والتأريض في المخيمات.',
    file: { id: 52, name: 'electrical-guide.pdf', size: 988_010, mime: 'application/pdf', url: '/api/files/52' },
  }),
  /** a guide with no file on record yet (as the demo's): a change must attach one */
  locationGuidesRecord({ id: 3, title: 'دليل المطابخ المركزية', title_en: 'Central kitchens guide', description: 'اشتراطات مطابخ المخيمات وتهويتها وأنظمة الإطفاء فيها.' }),
];
