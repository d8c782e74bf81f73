/**
 * The demo data a fresh portal starts with (README lists the accounts). Seeded once:
 * if the demo administrator exists, nothing is written. Password for all: Demo#2026.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { ADMIN_ROLE, seedReference } from './reference';

export const DEMO_PASSWORD = 'Demo#2026';

interface RoleSeed {
  name: string;
  nameEn: string;
  description: string;
  permissions: string[];
}

/** Demo roles beyond the administrator's. */
export const demoRoles: RoleSeed[] = [
  {
    name: 'موظف كدانة',
    nameEn: 'Kidana staff',
    description: 'تسليم المخيمات والمواعيد والقفل',
    permissions: ['dashboard-delivred-camp', 'delivery-countries-index', 'delivery-square-index', 'delivery-camp-index', 'delivery-assign-index', 'delivery-appointment-index', 'delivery-appointment-creat-index', 'absence-history', 'delivery-station-index', 'appointment-form-view', 'delivery-view', 'delivery-sign', 'lock-order-bulk-signature', 'lock-index', 'order-re-assign-index', 'clearance-kidana-index', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details', 'user-index', 'user-view', 'user-contact-index'],
  },
  {
    name: 'مقدم خدمة',
    nameEn: 'Service provider',
    description: 'الشركة المستفيدة: الطلبات والرخص والتذاكر وموظفوها',
    permissions: ['order-index', 'order-create', 'order-update', 'order-details', 'order-tracking', 'locationorder-index', 'locationorder-create', 'locationorder-update', 'locationorder-details', 'readiness-license-index', 'readiness-license-create', 'readiness-license-details', 'readiness-license-pladge', 'temp-licenses-order-index', 'vehicle-entry-index', 'vehicle-entry-create', 'vehicle-entry-details', 'carLicense-request', 'carLicense-index', 'carLicense-view', 'carLicense-update', 'ticket-index', 'ticket-create', 'ticket-details', 'notification-index', 'user-employee-index', 'add-employee', 'appointment-form-view', 'appointment-form-answer', 'delivery-view', 'delivery-sign', 'clearance-sadad-index', 'sadad-details', 'clearance-invoices-index', 'invoices-details', 'order-re-assign-index', 'lock-index'],
  },
  {
    name: 'موظف مقدم خدمة',
    nameEn: 'Provider employee',
    description: 'صلاحيات محدودة: التذاكر والطلبات دون إدارة المستخدمين أو الأدوار',
    permissions: ['order-index', 'order-details', 'ticket-index', 'ticket-create', 'ticket-details', 'notification-index', 'readiness-license-index', 'readiness-license-details'],
  },
  {
    name: 'جهة حكومية',
    nameEn: 'Government entity',
    description: 'الاطلاع على الطلبات والمخالفات',
    permissions: ['dashboard-civil-defense', 'dashboard-report-violations', 'order-index', 'order-details', 'locationorder-index', 'locationorder-details', 'violationorder-index', 'violationorder-view', 'vehicle-entry-index', 'vehicle-entry-details', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details'],
  },
  {
    name: 'مكتب تصميم',
    nameEn: 'Design office',
    description: 'مراجعة التصاميم والتخصصات',
    permissions: ['order-index', 'order-details', 'order-consulting-index', 'order-specialists-index', 'locationorder-index', 'locationorder-details', 'locationorder-consulting-index', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details'],
  },
  {
    name: 'مكتب رافة',
    nameEn: 'Raft office',
    description: 'مراكز الخدمة',
    permissions: ['order-index', 'order-details', 'order-processing-tsleem', 'delivery-assign-index', 'delivery-appointment-index', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details'],
  },
  {
    name: 'شريك',
    nameEn: 'Sharer',
    description: 'شركة مشاركة في المخيم: توقيع الطلبات',
    permissions: ['order-index', 'order-details', 'locationorder-index', 'locationorder-details', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details'],
  },
];

export interface DemoAccount {
  email: string;
  name: string;
  typeCode: string;
  status: 'active' | 'pending' | 'review' | 'rejected' | 'disabled';
  role?: string;
  company?: string;
  parent?: string;
  rejectReason?: string;
  phone: string;
}

/** The named demo accounts of the README. */
export const demoAccounts: DemoAccount[] = [
  { email: 'admin@mashaer.test', name: 'مدير المنصة', typeCode: 'admin', status: 'active', role: ADMIN_ROLE, phone: '966500000001' },
  { email: 'kdana@mashaer.test', name: 'موظف كدانة', typeCode: 'kdana', status: 'active', role: 'موظف كدانة', company: 'شركة كدانة للتنمية', phone: '966500000002' },
  { email: 'provider@mashaer.test', name: 'شركة الضيافة', typeCode: 'service_provider', status: 'active', role: 'مقدم خدمة', company: 'شركة الضيافة لخدمات الحجاج', phone: '966500000003' },
  { email: 'employee@mashaer.test', name: 'سالم الموظف', typeCode: 'service_provider', status: 'active', role: 'موظف مقدم خدمة', parent: 'provider@mashaer.test', company: 'شركة الضيافة لخدمات الحجاج', phone: '966500000004' },
  { email: 'gov@mashaer.test', name: 'الدفاع المدني', typeCode: 'gov', status: 'active', role: 'جهة حكومية', company: 'المديرية العامة للدفاع المدني', phone: '966500000005' },
  { email: 'design@mashaer.test', name: 'مكتب الإتقان', typeCode: 'design_office', status: 'active', role: 'مكتب تصميم', company: 'مكتب الإتقان للاستشارات الهندسية', phone: '966500000006' },
  { email: 'raft@mashaer.test', name: 'مكتب رافة الأول', typeCode: 'raft_office', status: 'active', role: 'مكتب رافة', company: 'مركز الخدمة الأول', phone: '966500000007' },
  { email: 'sharer@mashaer.test', name: 'شركة الرفادة', typeCode: 'sharer', status: 'active', role: 'شريك', company: 'شركة الرفادة المشاركة', phone: '966500000008' },
  { email: 'pending@mashaer.test', name: 'شركة النور', typeCode: 'service_provider', status: 'pending', company: 'شركة النور لخدمات الحجاج', phone: '966500000009' },
  { email: 'rejected@mashaer.test', name: 'شركة السلام', typeCode: 'service_provider', status: 'rejected', company: 'شركة السلام للحج', rejectReason: 'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول', phone: '966500000010' },
];

async function upsertRole(tx: Tx, seed: RoleSeed): Promise<number> {
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, seed.name));
  const id = existing?.id ?? (await tx.insert(roles).values({ name: seed.name, nameEn: seed.nameEn, description: seed.description }).returning({ id: roles.id }))[0].id;
  const perms = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, seed.permissions));
  if (perms.length) await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: id, permissionId: p.id }))).onConflictDoNothing();
  return id;
}

export async function seedDemo(db: Db): Promise<boolean> {
  await seedReference(db);
  const [already] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@mashaer.test')).limit(1);
  if (already) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const typeIds = new Map((await db.query.accountTypes.findMany()).map((t) => [t.code, t.id]));
  await db.transaction(async (tx) => {
    const roleIds = new Map<string, number>();
    const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE));
    roleIds.set(ADMIN_ROLE, adminRole.id);
    for (const r of demoRoles) roleIds.set(r.name, await upsertRole(tx, r));
    const idByEmail = new Map<string, number>();
    for (const a of demoAccounts) {
      const [row] = await tx
        .insert(users)
        .values({
          name: a.name,
          username: a.email.split('@')[0],
          email: a.email,
          phone: a.phone,
          passwordHash,
          typeId: typeIds.get(a.typeCode)!,
          parentId: a.parent ? idByEmail.get(a.parent) : null,
          companyName: a.company ?? null,
          status: a.status,
          rejectReason: a.rejectReason ?? null,
          isAcknowledged: 1,
        })
        .returning({ id: users.id });
      idByEmail.set(a.email, row.id);
      if (a.role) await tx.insert(userRoles).values({ userId: row.id, roleId: roleIds.get(a.role)! });
    }
  });
  return true;
}
