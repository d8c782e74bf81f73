/** Realistic records for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type User = components['schemas']['User'];

const provider = { id: 2, code: 'service_provider', name: 'مقدم خدمة' };

export function user(over: Partial<User> & { id: number }): User {
  return {
    name: 'شركة النور',
    email: `user${over.id}@mashaer.test`,
    phone: '966512345678',
    company_name: 'شركة النور لخدمات الحجاج',
    type_id: 2,
    type: provider,
    roles: [],
    status: 'pending',
    status_text: 'قيد الانتظار',
    mozdalefa_status: 'pending',
    is_entity: 0,
    is_government: 0,
    is_government_for_location_order: 0,
    is_acknowledged: 0,
    created_at: '2026-11-20T09:30:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    version: 1,
    ...over,
  } as User;
}

export const applicants: User[] = [
  user({ id: 11, name: 'شركة النور', email: 'alnoor@example.sa' }),
  user({ id: 12, name: 'شركة السلام', email: 'salam@example.sa', status: 'review', mozdalefa_status: 'review', status_text: 'قيد المراجعة', company_name: 'شركة السلام للحج' }),
  user({ id: 13, name: 'مكتب البيان', email: 'bayan@example.sa', type_id: 6, type: { id: 6, code: 'design_office', name: 'مكتب تصميم' }, company_name: 'مكتب البيان الهندسي' }),
];

export const roleOptions = [
  { id: 1, name: 'مدير النظام' },
  { id: 2, name: 'مقدم خدمة' },
  { id: 3, name: 'موظف مقدم خدمة' },
];
