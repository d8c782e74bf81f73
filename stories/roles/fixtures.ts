/** Roles and the permission catalogue for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';
import { permissionGroups } from '../../shared/permissions';

type Role = components['schemas']['Role'];
type RoleDetail = components['schemas']['RoleDetail'];
type PermissionGroup = components['schemas']['PermissionGroup'];

/** The real catalogue, as GET /roles/permissions answers it in one language. */
export function catalogue(lang: 'ar' | 'en' = 'ar'): PermissionGroup[] {
  return permissionGroups.map((g) => ({ key: g.key, label: g.label[lang], permissions: g.permissions.map((p) => ({ name: p.name, label: p.label[lang] })) }));
}

export const totalPermissions = permissionGroups.reduce((n, g) => n + g.permissions.length, 0);

export function role(over: Partial<RoleDetail> & { id: number; name: string }): RoleDetail {
  const permissions = over.permissions ?? ['ticket-index', 'ticket-create'];
  return {
    name_en: null,
    description: null,
    is_system: 0,
    account_types: ['service_provider'],
    permissions_count: permissions.length,
    users_count: 0,
    created_at: '2026-10-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
    permissions,
  };
}

const allNames = permissionGroups.flatMap((g) => g.permissions.map((p) => p.name));

export const adminRole = role({
  id: 1,
  name: 'مدير النظام',
  name_en: 'Administrator',
  description: 'يملك جميع الصلاحيات',
  is_system: 1,
  account_types: ['admin'],
  users_count: 1,
  permissions: allNames,
});
export const providerRole = role({
  id: 3,
  name: 'مقدم خدمة',
  name_en: 'Service provider',
  description: 'الشركة المستفيدة: الطلبات والرخص والتذاكر وموظفوها',
  users_count: 19,
  permissions: ['user-employee-index', 'add-employee', 'ticket-index', 'ticket-create', 'ticket-details', 'order-index', 'order-create'],
});

export const roles: Role[] = [
  adminRole,
  providerRole,
  role({
    id: 4,
    name: 'مقاول',
    name_en: 'Contractor',
    account_types: ['contractor'],
    description: 'تنفيذ الأعمال المرخصة في المخيمات',
    users_count: 6,
    permissions: ['order-index', 'order-details', 'ticket-index'],
  }),
  role({ id: 5, name: 'مراقب التذاكر', account_types: ['gov', 'kdana'], users_count: 0, permissions: ['ticket-index'] }),
].map(({ permissions: _p, ...r }) => r);
