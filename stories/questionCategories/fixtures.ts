/** Question categories for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['QuestionCategory'];
type User = components['schemas']['QuestionCategoryUser'];

const type = (id: number, code: string, name: string, name_en: string) => ({ id, code, name, name_en });
export const provider = type(2, 'service_provider', 'مقدم خدمة', 'Service provider');
export const kdana = type(7, 'kdana', 'كدانة', 'Kidana');

export const users: User[] = [
  { id: 2, name: 'موظف كدانة', company_name: 'شركة كدانة للتنمية', email: 'kdana@mashaer.test', type_id: 7 },
  { id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', email: 'provider@mashaer.test', type_id: 2 },
];

export function questionCategoriesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'السلامة',
    name_en: 'Safety',
    all_users: 0,
    users: [],
    types: [provider, kdana],
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const questionCategoriesRows: Row[] = [
  questionCategoriesRecord({ id: 1, name: 'السلامة', name_en: 'Safety' }),
  questionCategoriesRecord({ id: 2, name: 'الكهرباء', name_en: 'Electrical', types: [provider, kdana, type(9, 'contractor', 'مقاول', 'Contractor')] }),
  questionCategoriesRecord({ id: 3, name: 'متابعة كدانة الميدانية', name_en: 'Kidana field follow-up', all_users: 1, users, types: [] }),
];
