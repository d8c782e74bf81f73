/** The users list (/users and /users/request): its filters, sort keys, page loader and export columns, declared once. */
import { inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import { accountTypes, userRoles, users } from '../../db/schema';
import { op, type ListSpec } from '../../http/list';
import { serializeUsers, type UserDto } from '../../users/serialize';

type UserFilters = components['schemas']['UserFilters'];

const yesNo = (v: 0 | 1, lang: 'ar' | 'en') => (v ? (lang === 'en' ? 'Yes' : 'نعم') : lang === 'en' ? 'No' : 'لا');

export const usersList: ListSpec<UserFilters, UserDto> = {
  name: 'users',
  table: users,
  id: users.id,
  base: isNull(users.deletedAt),
  filters: {
    search: op.contains(users.name, users.email, users.username, users.phone, users.companyName),
    type_id: op.eq(users.typeId),
    parent_id: op.eq(users.parentId),
    has_parent: op.isSet(users.parentId),
    status: op.oneOf(users.status),
    role_id: op.where((roleId: number) => sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`),
    is_entity: op.eq(users.isEntity),
    is_government: op.eq(users.isGovernment),
    is_government_for_location_order: op.eq(users.isGovernmentForLocationOrder),
  },
  sorts: {
    created_at: users.createdAt,
    name: users.name,
    email: users.email,
    status: users.status,
    company_name: sql`coalesce(${users.companyName}, '')`,
    type: sql`(select ${accountTypes.code} from ${accountTypes} where ${accountTypes.id} = ${users.typeId})`,
  },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => serializeUsers(db, await db.select().from(users).where(inArray(users.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (u) => u.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (u) => u.name },
    { label: { ar: 'البريد الإلكتروني', en: 'E-mail' }, value: (u) => u.email },
    { label: { ar: 'الجوال', en: 'Phone' }, value: (u) => u.phone },
    { label: { ar: 'الشركة', en: 'Company' }, value: (u) => u.company_name },
    { label: { ar: 'نوع الحساب', en: 'Account type' }, value: (u) => u.type.name },
    { label: { ar: 'الأدوار', en: 'Roles' }, value: (u, lang) => u.roles.map((r) => r.name).join(lang === 'en' ? ', ' : '، ') },
    { label: { ar: 'الحالة', en: 'Status' }, value: (u) => u.status_text },
    { label: { ar: 'المستخدم الرئيسي', en: 'Main user' }, value: (u) => u.parent?.name },
    { label: { ar: 'جهة حكومية', en: 'Government' }, value: (u, lang) => yesNo(u.is_government, lang) },
    { label: { ar: 'جهة', en: 'Entity' }, value: (u, lang) => yesNo(u.is_entity, lang) },
    { label: { ar: 'تاريخ التسجيل', en: 'Registered at' }, value: (u) => u.created_at },
  ],
};
