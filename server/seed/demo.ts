/**
 * The demo data a fresh portal starts with (README lists the accounts). Seeded once:
 * if the demo administrator exists, nothing is written. Password for all: Demo#2026.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { allianceMembers, alliances, notificationSends, notifications, permissions, rolePermissions, roles, userProfiles, userRoles, users } from '../db/schema';
import type { Lifecycle, SeedOptions, SeedStep } from '../lifecycle/define';
import { userAccountLifecycle } from '../users/lifecycle';
import { notificationLifecycle } from '../features/notifications/lifecycle';
import { noticeText } from '../features/notifications/texts';
import { hashPassword } from '../auth/passwords';
import { ADMIN_ROLE, seedReference } from './reference';
import { seedAreaDemo } from './areas';
import { demoFiles } from './files';
import type { AccountTypeCode } from '../../shared/accountTypes';
import { adminPermissionsOutsideStaff } from '../../shared/permissions';
import { demoAlliances, demoCompanies, demoNotifications, demoNotificationSends } from './population';

export const DEMO_PASSWORD = 'Demo#2026';

/** The lifecycles the seed writes through (seedAt: a status reached by the machine's events), bound to the database being seeded. */
let accounts: Lifecycle<typeof users>;
let inbox: Lifecycle<typeof notifications>;

interface RoleSeed {
  name: string;
  nameEn: string;
  description: string;
  /** the account types that may hold it */
  accountTypes: AccountTypeCode[];
  permissions: string[];
}

/** Demo roles beyond the administrator's. */
export const demoRoles: RoleSeed[] = [
  {
    name: 'موظف كدانة',
    nameEn: 'Kidana staff',
    description: 'تسليم المخيمات والمواعيد والقفل',
    accountTypes: ['kdana'],
    permissions: [
      // complaints (ours): the desk reviews, resolves and rejects them, and may file internal ones
      'complaint-index',
      'complaint-create',
      'complaint-details',
      'complaint-manage',
      // regulatory violations: the desk writes, issues and makes ready the notices
      'violationorder-index',
      'violationorder-view',
      'dashboard-delivred-camp',
      // the season archive: reads every season and its orders and licences (activating one is an administrator's)
      'archive-index',
      // the lifecycles as the analysts see them (ours): live counts, heat maps (/workflows)
      'workflow-index',
      // the site map (/gis-dashboard): the camps handed over, their readiness and violations, on the plan
      'dashboard-gis',
      'delivery-countries-index',
      'country-create',
      'country-update',
      'delivery-square-index',
      'square-create',
      'square-update',
      'delivery-camp-index',
      'camp-create',
      'camp-update',
      'delivery-assign-index',
      'assign-create',
      'assign-update',
      'assign-re-customization',
      'delivery-appointment-index',
      'delivery-appointment-creat-index',
      'absence-history',
      'readiness-license-index',
      'readiness-license-details',
      'readiness-license-pladge',
      'readiness-license-ready',
      'delivery-station-index',
      'station-create',
      'station-update',
      'appointment-form-view',
      'delivery-view',
      'delivery-sign',
      'lock-order-bulk-signature',
      'lock-index',
      'lock-details',
      'lock-form',
      'lock-approve-camps',
      'lock-signature',
      'lock-file',
      'order-re-assign-index',
      're-assign',
      'order-re-assign-form',
      'order-re-assign-approve-camps',
      'order-re-assign-signature',
      'order-re-assign-file',
      'clearance-kidana-index',
      're-assign-clearance',
      // orders: the authority's desk (tsleem processing, pledges, licences, cancel requests, blacklist) and the supporting lists
      'order-index',
      'order-details',
      'order-processing-tsleem',
      'order-prepare',
      'order-tracking',
      'order-license',
      'order-consulting-index',
      'order-pledge',
      'order-report-index',
      'order-cancel-request-index',
      'order-blacklist-index',
      'order-specialists-index',
      'order-service',
      'order-eng-guides',
      'order-tmp-license',
      'locationorder-index',
      'locationorder-details',
      'locationorder-processing-tsleem',
      'locationorder-tracking',
      'locationorder-license',
      'locationorder-consulting-index',
      'locationorder-pledge',
      'locationorder-report-index',
      'locationorder-cancel-request-index',
      'locationorder-specialists-index',
      'locationorder-service',
      'locationorder-eng-guides',
      'locationorder-tmp-license',
      // temporary licence orders: every company's, decided by Kidana (approve, reject)
      'temp-licenses-order-index',
      'temp-licenses-order-view',
      'temp-licenses-order-ready',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
      // Kidana's staff build and publish the season's questionnaires (our permissions; 001 §3)
      'questionnaire-index',
      'questionnaire-create',
      'questionnaire-update',
      'questionnaire-delete',
      'user-index',
      'user-view',
      'user-contact-index',
      // car licence requests: the desk sees every company's and approves or rejects them
      'carLicense-index',
      'carLicense-view',
      'carLicense-update',
      // vehicle-entry permits: the desk sees every company's orders and approves or rejects them
      'vehicle-entry-index',
      'vehicle-entry-details',
      // SADAD orders and invoices: the desk issues them, decides on the receipts and cancels them
      'sadad-create',
      'sadad-details',
      'clearance-sadad-index',
      'invoices-create',
      'invoices-update',
      'invoices-details',
      'clearance-invoices-index',
    ],
  },
  {
    name: 'مقدم خدمة',
    nameEn: 'Service provider',
    description: 'الشركة المستفيدة: الطلبات والرخص والتذاكر وموظفوها',
    accountTypes: ['service_provider'],
    permissions: [
      // complaints (ours): the company files and follows its own
      'complaint-index',
      'complaint-create',
      'complaint-details',
      // regulatory violations: the company reads the ones issued for its camps
      'violationorder-index',
      'violationorder-view',
      'order-index',
      'order-create',
      'order-update',
      'order-details',
      'order-tracking',
      'locationorder-index',
      'locationorder-create',
      'locationorder-update',
      'locationorder-details',
      'locationorder-tracking',
      'readiness-license-index',
      'readiness-license-create',
      'readiness-license-details',
      'readiness-license-pladge',
      'readiness-license-edit',
      'temp-licenses-order-index',
      'temp-licenses-order-view',
      'temp-licenses-order-create',
      'temp-licenses-order-update',
      'temp-licenses-order-delete',
      'vehicle-entry-index',
      'vehicle-entry-create',
      'vehicle-entry-details',
      'carLicense-request',
      'carLicense-index',
      'carLicense-view',
      'carLicense-update',
      'ticket-index',
      'ticket-create',
      'ticket-details',
      'notification-index',
      'user-employee-index',
      'add-employee',
      'delivery-assign-index',
      'delivery-appointment-index',
      'appointment-form-view',
      'appointment-form-answer',
      'delivery-view',
      'delivery-sign',
      'clearance-sadad-index',
      'sadad-details',
      'clearance-invoices-index',
      'invoices-details',
      'order-re-assign-index',
      'order-re-assign-signature',
      'lock-index',
      'lock-signature',
    ],
  },
  {
    name: 'موظف مقدم خدمة',
    nameEn: 'Provider employee',
    description: 'صلاحيات محدودة: التذاكر والطلبات دون إدارة المستخدمين أو الأدوار',
    accountTypes: ['service_provider'],
    permissions: [
      // complaints (ours): the company files and follows its own
      'complaint-index',
      'complaint-create',
      'complaint-details',
      // regulatory violations: the company's own, read-only
      'violationorder-index',
      'violationorder-view',
      'order-index',
      'order-details',
      'ticket-index',
      'ticket-create',
      'ticket-details',
      'notification-index',
      'readiness-license-index',
      'readiness-license-details',
      'delivery-assign-index',
      'delivery-appointment-index',
    ],
  },
  {
    name: 'جهة حكومية',
    nameEn: 'Government entity',
    description: 'الاطلاع على الطلبات والمخالفات',
    accountTypes: ['gov'],
    permissions: [
      'dashboard-civil-defense',
      'dashboard-report-violations',
      'order-index',
      'order-details',
      'locationorder-index',
      'locationorder-details',
      'violationorder-index',
      'violationorder-view',
      'vehicle-entry-index',
      'vehicle-entry-details',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
    ],
  },
  {
    name: 'مكتب تصميم',
    nameEn: 'Design office',
    description: 'مراجعة التصاميم والتخصصات',
    accountTypes: ['design_office'],
    permissions: [
      'order-index',
      'order-details',
      'order-consulting-index',
      'order-specialists-index',
      'locationorder-index',
      'locationorder-details',
      'locationorder-consulting-index',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
    ],
  },
  {
    name: 'مكتب رافة',
    nameEn: 'Raft office',
    description: 'مراكز الخدمة',
    accountTypes: ['raft_office', 'raft_company'],
    permissions: [
      // complaints (ours): the company files and follows its own
      'complaint-index',
      'complaint-create',
      'complaint-details',
      'order-index',
      'order-details',
      'order-processing-tsleem',
      'order-license',
      'locationorder-index',
      'locationorder-details',
      'locationorder-processing-tsleem',
      'locationorder-license',
      'delivery-assign-index',
      'delivery-appointment-index',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
    ],
  },
  {
    name: 'مقاول',
    nameEn: 'Contractor',
    description: 'تنفيذ الأعمال المرخصة في المخيمات',
    accountTypes: ['contractor'],
    permissions: ['order-index', 'order-details', 'order-tracking', 'locationorder-index', 'locationorder-details', 'notification-index', 'ticket-index', 'ticket-create', 'ticket-details'],
  },
  {
    name: 'استشاري',
    nameEn: 'Consultant',
    description: 'الإشراف على تنفيذ الأعمال',
    accountTypes: ['consultant'],
    permissions: [
      'order-index',
      'order-details',
      'order-consulting-index',
      'locationorder-index',
      'locationorder-details',
      'locationorder-consulting-index',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
    ],
  },
  {
    name: 'شريك',
    nameEn: 'Sharer',
    description: 'شركة مشاركة في المخيم: توقيع الطلبات',
    accountTypes: ['sharer'],
    permissions: [
      // complaints (ours): the company files and follows its own
      'complaint-index',
      'complaint-create',
      'complaint-details',
      // regulatory violations: the company's own, read-only
      'violationorder-index',
      'violationorder-view',
      'order-index',
      'order-details',
      'locationorder-index',
      'locationorder-details',
      'notification-index',
      'ticket-index',
      'ticket-create',
      'ticket-details',
    ],
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
  {
    email: 'employee@mashaer.test',
    name: 'سالم الموظف',
    typeCode: 'service_provider',
    status: 'active',
    role: 'موظف مقدم خدمة',
    parent: 'provider@mashaer.test',
    company: 'شركة الضيافة لخدمات الحجاج',
    phone: '966500000004',
  },
  { email: 'gov@mashaer.test', name: 'الدفاع المدني', typeCode: 'gov', status: 'active', role: 'جهة حكومية', company: 'المديرية العامة للدفاع المدني', phone: '966500000005' },
  { email: 'design@mashaer.test', name: 'مكتب الإتقان', typeCode: 'design_office', status: 'active', role: 'مكتب تصميم', company: 'مكتب الإتقان للاستشارات الهندسية', phone: '966500000006' },
  { email: 'raft@mashaer.test', name: 'مكتب رافة الأول', typeCode: 'raft_office', status: 'active', role: 'مكتب رافة', company: 'مركز الخدمة الأول', phone: '966500000007' },
  // a raft company, asked by the demo's required questionnaire: signing in shows its warning and redirect (spec 000 §8)
  { email: 'raftco@mashaer.test', name: 'شركة رافة المشاعر', typeCode: 'raft_company', status: 'active', role: 'مكتب رافة', company: 'شركة رافة المشاعر للخدمات', phone: '966500000013' },
  { email: 'sharer@mashaer.test', name: 'شركة الرفادة', typeCode: 'sharer', status: 'active', role: 'شريك', company: 'شركة الرفادة المشاركة', phone: '966500000008' },
  { email: 'contractor@mashaer.test', name: 'مؤسسة البناء المتين', typeCode: 'contractor', status: 'active', role: 'مقاول', company: 'مؤسسة البناء المتين للمقاولات', phone: '966500000011' },
  { email: 'consultant@mashaer.test', name: 'دار الإشراف', typeCode: 'consultant', status: 'active', role: 'استشاري', company: 'دار الإشراف الهندسي', phone: '966500000012' },
  { email: 'pending@mashaer.test', name: 'شركة النور', typeCode: 'service_provider', status: 'pending', company: 'شركة النور لخدمات الحجاج', phone: '966500000009' },
  {
    email: 'rejected@mashaer.test',
    name: 'شركة السلام',
    typeCode: 'service_provider',
    status: 'rejected',
    company: 'شركة السلام للحج',
    rejectReason: 'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول',
    phone: '966500000010',
  },
];

async function upsertRole(tx: Tx, seed: RoleSeed): Promise<number> {
  const misplaced = adminPermissionsOutsideStaff(seed.accountTypes, seed.permissions);
  if (misplaced.length) throw new Error(`demo role ${seed.nameEn} is for non-staff types but holds ${misplaced.join(', ')}`);
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, seed.name));
  const id =
    existing?.id ?? (await tx.insert(roles).values({ name: seed.name, nameEn: seed.nameEn, description: seed.description, accountTypes: seed.accountTypes }).returning({ id: roles.id }))[0].id;
  const perms = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, seed.permissions));
  if (perms.length)
    await tx
      .insert(rolePermissions)
      .values(perms.map((p) => ({ roleId: id, permissionId: p.id })))
      .onConflictDoNothing();
  return id;
}

/** `dataDir`: where the portal keeps its files (DATA_DIR): the demo's own documents are stored there. */
export async function seedDemo(db: Db, dataDir: string): Promise<boolean> {
  accounts = userAccountLifecycle.on(db);
  inbox = notificationLifecycle.on(db);
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
    const now = Date.now();
    for (const a of demoAccounts) {
      // applications arrive recently; the other accounts were registered and decided two weeks ago
      const createdAt = new Date(now - (a.status === 'pending' ? 3_600_000 : 14 * 86_400_000));
      const adminId = idByEmail.get('admin@mashaer.test') ?? null;
      const parentId = a.parent ? idByEmail.get(a.parent)! : null;
      const values = {
        name: a.name,
        username: a.email.split('@')[0],
        email: a.email,
        phone: a.phone,
        passwordHash,
        typeId: typeIds.get(a.typeCode)!,
        parentId,
        companyName: a.company ?? null,
        rejectReason: a.rejectReason ?? null,
        isAcknowledged: 1,
        createdAt,
        updatedAt: createdAt,
      };
      // how it came (registered, added by its main user, or the platform's own administrator) and the administrator's decision
      const created: Created =
        a.typeCode === 'admin'
          ? { at: () => createdAt }
          : parentId
            ? {
                event: 'CREATE_EMPLOYEE',
                actorId: () => parentId,
                at: () => createdAt,
                module: 'users',
                method: 'change',
                audit: () => ({ email: a.email, name: a.name, parent_id: parentId, status: 'pending' }),
              }
            : { event: 'REGISTER', actorId: (r) => r.id, at: () => createdAt, module: 'registration', method: 'register', audit: () => ({ email: a.email, status: 'pending' }) };
      const decided = new Date(createdAt.getTime() + 26 * 3_600_000);
      const [row] = await accounts.seedAt(tx, a.status, [values], {
        created,
        steps: decisionSteps(a.status, { roleId: a.role ? roleIds.get(a.role) : undefined, rejectReason: a.rejectReason, adminId, at: decided }),
      });
      idByEmail.set(a.email, row!.id);
      if (a.role) await tx.insert(userRoles).values({ userId: row!.id, roleId: roleIds.get(a.role)! });
    }
    await seedPopulation(tx, { idByEmail, roleIds, typeIds, passwordHash });
    await seedAreaDemo(tx, { db, idByEmail, now: new Date(now), files: demoFiles(dataDir) });
  });
  return true;
}

type UserRow = typeof users.$inferSelect;
type Created = NonNullable<Exclude<SeedOptions<UserRow>['created'], false>>;

/**
 * The events that brought a seeded account to its status, as the administrator (and
 * the applicant, for a resubmission) sent them: seedAt (server/lifecycle/define.ts)
 * checks they are a path of the userAccount machine and writes their history and
 * audit rows as the runtime does. The seed writes no status itself.
 */
function decisionSteps(status: string, d: { roleId?: number | undefined; rejectReason?: string | undefined; adminId: number | null; at: Date }): Array<SeedStep<UserRow>> {
  const at = () => (d.at.getTime() > Date.now() ? new Date() : d.at);
  const activate: SeedStep<UserRow> = { event: 'ACTIVATE', payload: () => ({ roles: d.roleId ? [d.roleId] : [] }), actorId: d.adminId, at };
  const reject: SeedStep<UserRow> = { event: 'REJECT', payload: () => ({ reject_reason: d.rejectReason ?? '' }), actorId: d.adminId, at };
  switch (status) {
    case 'active':
      return [activate];
    case 'rejected':
      return [reject];
    case 'review':
      return [reject, { event: 'RESUBMIT', actorId: (r) => r.id, at }];
    case 'disabled':
      return [activate, { event: 'DISABLE', actorId: d.adminId, at }];
    default:
      return [];
  }
}

interface PopulationContext {
  idByEmail: Map<string, number>;
  roleIds: Map<string, number>;
  typeIds: Map<string, number>;
  passwordHash: string;
}

/** The provider's other employees, the companies and applications, alliances and notifications. */
async function seedPopulation(tx: Tx, { idByEmail, roleIds, typeIds, passwordHash }: PopulationContext): Promise<void> {
  const providerId = idByEmail.get('provider@mashaer.test')!;
  const adminId = idByEmail.get('admin@mashaer.test')!;
  for (const [n, name] of [
    ['2', 'ريم الزهراني'],
    ['3', 'Omar Haddad'],
    ['4', 'فهد العتيبي'],
  ] as const) {
    const [row] = await accounts.seedAt(
      tx,
      'active',
      [
        {
          name,
          username: `employee${n}`,
          email: `employee${n}@mashaer.test`,
          phone: `96650000002${n}`,
          passwordHash,
          typeId: typeIds.get('service_provider')!,
          parentId: providerId,
          companyName: 'شركة الضيافة لخدمات الحجاج',
          isAcknowledged: 1,
        },
      ],
      {
        created: { event: 'CREATE_EMPLOYEE', actorId: () => providerId, module: 'users', method: 'change' },
        steps: decisionSteps('active', { roleId: roleIds.get('موظف مقدم خدمة'), adminId, at: new Date() }),
      },
    );
    await tx.insert(userRoles).values({ userId: row!.id, roleId: roleIds.get('موظف مقدم خدمة')! });
  }

  const roleOfType: Record<string, string> = { service_provider: 'مقدم خدمة', design_office: 'مكتب تصميم', contractor: 'مقاول', consultant: 'استشاري', sharer: 'شريك', raft_company: 'مكتب رافة' };
  const now = Date.now();
  const companies = demoCompanies();
  for (const c of companies) {
    const at = new Date(now - c.ageDays * 86_400_000 - Number(c.phone.slice(-3)) * 60_000);
    const values = {
      name: c.name,
      username: c.username,
      email: c.email,
      phone: c.phone,
      passwordHash,
      typeId: typeIds.get(c.typeCode)!,
      companyName: c.company,
      rejectReason: c.rejectReason ?? null,
      isAcknowledged: c.status === 'active' ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    };
    const [row] = await accounts.seedAt(tx, c.status, [values], {
      created: { event: 'REGISTER', actorId: (r) => r.id, at: () => at, module: 'registration', method: 'register', audit: () => ({ email: c.email, status: 'pending' }) },
      steps: decisionSteps(c.status, { roleId: roleIds.get(roleOfType[c.typeCode]!), rejectReason: c.rejectReason, adminId, at: new Date(at.getTime() + 26 * 3_600_000) }),
    });
    idByEmail.set(c.email, row!.id);
    const expiry = new Date(now + (200 + c.ageDays * 3) * 86_400_000).toISOString().slice(0, 10);
    await tx.insert(userProfiles).values({ userId: row!.id, crNumber: c.crNumber, crExpiry: expiry, vatNumber: c.vatNumber, unifiedNumber: c.unifiedNumber, expiries: { business_expire: expiry } });
    if (c.status === 'active' || c.status === 'disabled') await tx.insert(userRoles).values({ userId: row!.id, roleId: roleIds.get(roleOfType[c.typeCode]!)! });
  }

  for (const a of demoAlliances) {
    const [alliance] = await tx
      .insert(alliances)
      .values({ name: a.name, leaderId: idByEmail.get(a.leader)! })
      .returning({ id: alliances.id });
    await tx.insert(allianceMembers).values([a.leader, ...a.members].map((m) => ({ allianceId: alliance!.id, memberId: idByEmail.get(m)! })));
  }

  const pendingNames = companies.filter((c) => c.status === 'pending').map((c) => c.company);
  // each notification at its status through the notification machine: a seen one was opened (SEE) by its recipient
  const seeSteps = [{ event: 'SEE', actorId: (r: typeof notifications.$inferSelect) => r.userId, at: (r: typeof notifications.$inferSelect) => r.createdAt }];
  const bell = demoNotifications(pendingNames).map((n) => ({
    seen: n.seen,
    values: { userId: idByEmail.get(n.to)!, ...noticeText(n.notice, n.params), link: n.link, createdBy: adminId, createdAt: new Date(now - n.hoursAgo * 3_600_000) },
  }));
  await inbox.seedAt(
    tx,
    'unseen',
    bell.filter((n) => !n.seen).map((n) => n.values),
    { created: false },
  );
  await inbox.seedAt(
    tx,
    'seen',
    bell.filter((n) => n.seen).map((n) => ({ ...n.values, seenAt: n.values.createdAt })),
    { created: false, steps: seeSteps },
  );

  // the administrator's earlier sends, each reaching its audience as the create screen would
  for (const send of demoNotificationSends()) {
    const typeId = typeIds.get(send.typeCode)!;
    const recipients =
      send.to === 'type'
        ? (
            await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.typeId, typeId), eq(users.status, 'active')))
          ).map((u) => u.id)
        : send.to.map((email) => idByEmail.get(email)!);
    const createdAt = new Date(now - send.hoursAgo * 3_600_000);
    const [row] = await tx
      .insert(notificationSends)
      .values({
        message: send.message,
        messageEn: send.messageEn,
        link: send.link,
        audience: send.to === 'type' ? 'type' : 'users',
        typeId,
        recipientCount: recipients.length,
        createdBy: adminId,
        createdAt,
      })
      .returning({ id: notificationSends.id });
    const sent = recipients.map((userId) => ({ userId, message: send.message, messageEn: send.messageEn, link: send.link, sendId: row!.id, createdBy: adminId, createdAt }));
    // every third recipient has opened it
    await inbox.seedAt(
      tx,
      'seen',
      sent.filter((_, i) => i % 3 === 0).map((n) => ({ ...n, seenAt: createdAt })),
      { created: false, steps: seeSteps },
    );
    await inbox.seedAt(
      tx,
      'unseen',
      sent.filter((_, i) => i % 3 !== 0),
      { created: false },
    );
  }
}
