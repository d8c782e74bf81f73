/** Engineering guide offices for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Guide'];

export function guidesRecord(over: Partial<Row> & { id: number }): Row {
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

export const guidesRows: Row[] = [
  guidesRecord({
    id: 1,
    title: 'دليل الخيام والمظلات',
    title_en: 'Tents and canopies guide',
    description: 'اشتراطات تصميم وتركيب الخيام والمظلات في المخيمات.',
    file: { id: 51, name: 'tents-guide.pdf', size: 1_204_331, mime: 'application/pdf', url: '/api/files/51' },
  }),
  guidesRecord({
    id: 2,
    title: 'دليل التمديدات الكهربائية',
    title_en: 'Electrical installations guide',
    description: 'متطلبات اللوحات والقواطع والكابلات والتأريض في المخيمات.',
    file: { id: 52, name: 'electrical-guide.pdf', size: 988_010, mime: 'application/pdf', url: '/api/files/52' },
  }),
  /** a guide with no file on record yet (as the demo's): a change must attach one */
  guidesRecord({ id: 3, title: 'دليل المطابخ', title_en: 'Kitchens guide', description: 'اشتراطات مطابخ المخيمات وتهويتها وأنظمة الإطفاء فيها.' }),
];
