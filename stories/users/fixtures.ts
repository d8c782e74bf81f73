/** Accounts in each status of the userAccount machine, and the area's other records, for stories. */
import type { components } from '../../openapi/schema';
import { user } from '../support/fixtures';

type User = components['schemas']['User'];
type UserDetail = components['schemas']['UserDetail'];
type HistoryEntry = components['schemas']['UserHistoryEntry'];
type Contact = components['schemas']['Contact'];

const kdanaType = { id: 7, code: 'kdana', name: 'كدانة' };
const providerType = { id: 2, code: 'service_provider', name: 'مقدم خدمة' };

export const activeUser = user({
  id: 21,
  name: 'شركة الضيافة',
  email: 'provider@mashaer.test',
  username: 'provider',
  phone: '966500000003',
  company_name: 'شركة الضيافة لخدمات الحجاج',
  status: 'active',
  mozdalefa_status: 'active',
  status_text: 'نشط',
  roles: [{ id: 2, name: 'مقدم خدمة' }],
  is_government: 1,
  version: 4,
});
export const disabledUser = user({
  id: 22,
  name: 'مؤسسة الرفادة',
  email: 'rifada@example.sa',
  status: 'disabled',
  mozdalefa_status: 'disabled',
  status_text: 'معطل',
  roles: [{ id: 2, name: 'مقدم خدمة' }],
  is_entity: 1,
});
export const pendingUser = user({ id: 23, name: 'شركة النور', email: 'alnoor@example.sa' });
export const reviewUser = user({ id: 24, name: 'شركة السلام', email: 'salam@example.sa', status: 'review', mozdalefa_status: 'review', status_text: 'قيد المراجعة' });
export const rejectedUser = user({
  id: 25,
  name: 'مكتب البيان',
  email: 'bayan@example.sa',
  status: 'rejected',
  mozdalefa_status: 'rejected',
  status_text: 'مرفوض',
  reject_reason: 'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول',
  type_id: 6,
  type: { id: 6, code: 'design_office', name: 'مكتب تصميم' },
});
export const staffUser = user({
  id: 26,
  name: 'سارة الحربي',
  email: 'sara@kidana.sa',
  type_id: 7,
  type: kdanaType,
  company_name: 'شركة كدانة للتنمية',
  status: 'active',
  mozdalefa_status: 'active',
  status_text: 'نشط',
  roles: [{ id: 4, name: 'موظف كدانة' }],
  is_government_for_location_order: 1,
});
export const employeeUser = user({
  id: 27,
  name: 'سالم الموظف',
  email: 'employee@mashaer.test',
  status: 'active',
  mozdalefa_status: 'active',
  status_text: 'نشط',
  roles: [{ id: 3, name: 'موظف مقدم خدمة' }],
  parent_id: 21,
  parent: { id: 21, name: 'شركة الضيافة' },
});
export const pendingEmployee = user({ id: 28, name: 'خالد المشرف', email: 'khaled@dhiyafa.sa', parent_id: 21, parent: { id: 21, name: 'شركة الضيافة' } });

/** One account in each status, as the users list shows them. */
export const everyStatus: User[] = [activeUser, disabledUser, pendingUser, reviewUser, rejectedUser, staffUser, employeeUser];

export function detail(u: User, over: Partial<UserDetail> = {}): UserDetail {
  return { ...u, profile: null, documents: [], employees_count: 0, ...over };
}

export const providerDetail = detail(activeUser, {
  employees_count: 2,
  profile: {
    cr_number: '4030123456',
    cr_expiry: '2027-05-01',
    vat_number: '300123456700003',
    unified_number: '7001234567',
    owner_id_number: '1012345678',
    expiries: { hajj_license_expire: '2027-02-10' },
  },
  documents: [
    { kind: 'cr_image', url: '/api/files/5', name: 'cr.png', expires_at: '2027-05-01' },
    { kind: 'vat_file', url: '/api/files/6', name: 'vat.pdf', expires_at: null },
  ],
});

/** The roles with the account types each is for (as the server keeps them). */
export const rolesWithTypes = [
  { id: 1, name: 'مدير النظام', types: ['admin'] },
  { id: 2, name: 'مقدم خدمة', types: ['service_provider'] },
  { id: 3, name: 'موظف مقدم خدمة', types: ['service_provider'] },
  { id: 4, name: 'موظف كدانة', types: ['kdana'] },
  { id: 5, name: 'مكتب تصميم', types: ['design_office'] },
];

export const roleOptions = rolesWithTypes.map(({ id, name }) => ({ id, name }));

/** GET /roles/options as the server answers it: with `account_type`, only the roles for that type. */
export const roleOptionsReply = ({ query }: { query: URLSearchParams }) => {
  const type = query.get('account_type');
  return { body: { message: 'ok', data: rolesWithTypes.filter((r) => !type || r.types.includes(type)).map(({ id, name }) => ({ id, name })) } };
};

const admin = { id: 1, name: 'مدير المنصة' };

export const historyEntries: HistoryEntry[] = [
  {
    id: 9,
    at: '2026-11-22T10:15:00Z',
    event: 'UPDATE',
    event_text: 'تعديل البيانات',
    kind: 'change',
    actor: admin,
    changes: [
      { field: 'phone', label: 'الجوال', old: '966500000003', new: '966512340003' },
      { field: 'password_changed', label: 'كلمة المرور', old: null, new: 'تم التغيير' },
    ],
  },
  {
    id: 8,
    at: '2026-11-21T08:00:00Z',
    event: 'SWITCH_GOV',
    event_text: 'تغيير الصفة الحكومية',
    kind: 'change',
    actor: admin,
    changes: [{ field: 'is_government', label: 'جهة حكومية', old: 'لا', new: 'نعم' }],
  },
  { id: 7, at: '2026-11-20T12:30:00Z', event: 'DISABLE', event_text: 'تعطيل الحساب', kind: 'transition', actor: admin, changes: [{ field: 'status', label: 'الحالة', old: 'نشط', new: 'معطل' }] },
  {
    id: 6,
    at: '2026-11-19T09:30:00Z',
    event: 'ACTIVATE',
    event_text: 'تفعيل',
    kind: 'transition',
    actor: admin,
    changes: [
      { field: 'status', label: 'الحالة', old: 'قيد الانتظار', new: 'نشط' },
      { field: 'roles', label: 'الأدوار', old: null, new: 'مقدم خدمة' },
    ],
  },
  {
    id: 5,
    at: '2026-11-18T07:00:00Z',
    event: 'REGISTER',
    event_text: 'تسجيل حساب جديد',
    kind: 'change',
    actor: { id: 21, name: 'شركة الضيافة' },
    changes: [{ field: 'name', label: 'الاسم', old: null, new: 'شركة الضيافة' }],
  },
];

export const contacts: Contact[] = [
  { id: 21, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', type: providerType, email: 'provider@mashaer.test', phone: '966500000003' },
  { id: 26, name: 'سارة الحربي', company_name: 'شركة كدانة للتنمية', type: kdanaType, email: 'sara@kidana.sa', phone: '966512345678' },
  { id: 30, name: 'Omar Haddad', company_name: null, type: { id: 3, code: 'gov', name: 'جهة حكومية' }, email: 'omar@civil-defense.gov.sa', phone: null },
];
