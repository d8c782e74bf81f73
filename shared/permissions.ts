/**
 * The permission catalogue: every permission string named in both spec documents
 * (spec 000 §6, spec 001 §6), grouped by the side-menu area they gate.
 *
 * Where the spec names a family with a wildcard ("locationorder-* equivalents",
 * "lock-*", "temp-licenses-order-*", "readiness-license-*", "order-re-assign-*",
 * "question, category, form and template permissions") we expand it to the
 * screens and actions the spec lists for that area. Strings marked `ours` are not
 * in the spec; they exist because every API route must declare a permission and
 * the spec does not name one for that action (e.g. deleting a user).
 *
 * Pure data: imported by machines/, server/ and src/.
 */
import type { Label } from './label';
import { isStaffType } from './accountTypes';

export interface PermissionDef {
  name: string;
  label: Label;
  /** true when the string is our addition, not the spec's */
  ours?: boolean;
}

export interface PermissionGroup {
  key: string;
  label: Label;
  permissions: PermissionDef[];
}

const p = (name: string, ar: string, en: string, ours?: boolean): PermissionDef => (ours ? { name, label: { ar, en }, ours } : { name, label: { ar, en } });

/** `${prefix}-index|create|update…` for a subject with standard CRUD screens. */
function crud(prefix: string, subjectAr: string, subjectEn: string, actions: Array<'index' | 'create' | 'update' | 'view' | 'delete'>, ours = false): PermissionDef[] {
  const verbs = {
    index: ['عرض قائمة', 'List'],
    create: ['إضافة', 'Create'],
    update: ['تعديل', 'Update'],
    view: ['عرض تفاصيل', 'View'],
    delete: ['حذف', 'Delete'],
  } as const;
  return actions.map((a) => p(`${prefix}-${a}`, `${verbs[a][0]} ${subjectAr}`, `${verbs[a][1]} ${subjectEn}`, ours));
}

/** The order area exists twice: `order-*` and the `locationorder-*` equivalents. */
function orderFamily(prefix: 'order' | 'locationorder', kindAr: string, kindEn: string): PermissionDef[] {
  const rows: Array<[string, string, string]> = [
    ['index', `عرض ${kindAr}`, `List ${kindEn}`],
    ['create', `إضافة ${kindAr}`, `Create ${kindEn}`],
    ['update', `تعديل ${kindAr}`, `Update ${kindEn}`],
    ['details', `تفاصيل ${kindAr}`, `${kindEn} details`],
    ['processing-tsleem', `معالجة ${kindAr} (التسليم)`, `Process ${kindEn} (tsleem)`],
    ['prepare', `تجهيز ${kindAr}`, `Prepare ${kindEn}`],
    ['tracking', `تتبع ${kindAr}`, `Track ${kindEn}`],
    ['report-index', 'تقارير الإنجاز', 'Achievement reports'],
    ['cancel-request-index', 'طلبات الإلغاء', 'Cancel requests'],
    ['consulting-index', 'طلبات الإشراف الاستشاري', 'Consulting requests'],
    ['specialists-index', 'التخصصات', 'Specialties'],
    ['license', 'الرخص', 'Licences'],
    ['service', 'الخدمات', 'Services'],
    ['pledge', 'التعهدات', 'Pledges'],
    ['eng-guides', 'مكاتب الأدلة الهندسية', 'Engineering guide offices'],
    ['tmp-license', 'الرخص المؤقتة', 'Temporary licences'],
  ];
  return rows.map(([a, ar, en]) => p(`${prefix}-${a}`, ar, en));
}

export const permissionGroups: PermissionGroup[] = [
  {
    key: 'dashboard',
    label: { ar: 'لوحات المعلومات', en: 'Dashboards' },
    permissions: [
      p('dashboard-power-bi-1', 'لوحة Power BI', 'Power BI dashboard'),
      p('dashboard-civil-defense', 'لوحة الدفاع المدني', 'Civil defence dashboard'),
      p('dashboard-delivred-camp', 'لوحة أداء تسليم المخيمات', 'Camp delivery performance'),
      p('dashboard-additions-stage', 'لوحة مرحلة الإضافات', 'Additions stage dashboard'),
      p('dashboard-order-status', 'لوحة حالة الطلبات', 'Order status dashboard'),
      p('dashboard-report-violations', 'لوحة تقارير المخالفات', 'Violations report dashboard'),
      p('dashboard-reassign', 'لوحة إعادة التخصيص', 'Re-assign dashboard'),
      p('dashboard-gis', 'لوحة الخرائط', 'GIS dashboard', true),
      p('workflow-index', 'دورات الحياة وخرائطها الحرارية', 'Lifecycles and their heat maps', true),
      p('sla-manage', 'تحديد المدد المستهدفة للحالات', 'Set the target time of each status (SLA)', true),
      p('archive-index', 'أرشيف المواسم', 'Season archive'),
    ],
  },
  {
    key: 'users',
    label: { ar: 'المستخدمون والصلاحيات', en: 'Users and roles' },
    permissions: [
      p('user-role-index', 'عرض الأدوار', 'List roles'),
      p('role-create', 'إضافة دور', 'Create role'),
      p('role-update', 'تعديل دور', 'Update role'),
      p('role-delete', 'حذف دور', 'Delete role', true),
      ...crud('user', 'المستخدمين', 'users', ['index', 'create', 'update', 'view']),
      p('user-delete', 'حذف مستخدم', 'Delete user', true),
      p('user-contact-index', 'جهات اتصال المستخدمين', 'User contacts'),
      p('user-request', 'طلبات التسجيل', 'Registration requests'),
      p('user-history', 'سجل المستخدم', 'User history'),
      p('user-employee-index', 'الموظفون', 'Employees'),
      p('add-employee', 'إضافة موظف', 'Add employee'),
      p('type-update', 'تعديل نوع المستخدم', 'Update user type'),
      p('user-type-index', 'أنواع المستخدمين', 'User types'),
      p('alliance-manage', 'إدارة التحالفات', 'Manage alliances', true),
      p('outbox-index', 'صندوق الرسائل الصادرة', 'Outgoing mail', true),
      // ours: the spec's Log (001 §3) names no permission; reading every record's old and new values is administration
      p('audit-log-index', 'سجل التدقيق', 'Audit log', true),
    ],
  },
  {
    key: 'terms',
    label: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
    permissions: [p('terms-index', 'عرض الشروط والأحكام', 'List terms'), p('terms-update', 'تعديل الشروط والأحكام', 'Update terms')],
  },
  {
    key: 'templates',
    label: { ar: 'القوالب', en: 'Templates' },
    permissions: [
      ...crud('question', 'الأسئلة', 'questions', ['index', 'create', 'update']),
      ...crud('question-category', 'تصنيفات الأسئلة', 'question categories', ['index', 'create', 'update']),
      ...crud('form', 'النماذج', 'forms', ['index', 'create', 'update']),
      p('form-questions-price', 'أسعار أسئلة النموذج', 'Form question prices'),
      p('user-category-index', 'عرض التصنيفات', 'List categories'),
      p('category-create', 'إضافة تصنيف', 'Create category'),
      p('category-update', 'تعديل تصنيف', 'Update category'),
      // ours: the spec's specialists calls (store, update) name no permission; the list is order-specialists-index
      p('specialist-create', 'إضافة تخصص', 'Create specialist', true),
      p('specialist-update', 'تعديل تخصص', 'Update specialist', true),
      // ours: the spec has no specialist deletion; the administrator removes one entered by mistake (stopping is the active switch)
      p('specialist-delete', 'حذف تخصص', 'Delete specialist', true),
      ...crud('temp-tamplate-form', 'نماذج الرخص المؤقتة', 'temporary licence forms', ['index', 'create', 'update']),
    ],
  },
  {
    key: 'assignCamp',
    label: { ar: 'تخصيص المخيمات', en: 'Camp assignment' },
    permissions: [
      p('delivery-countries-index', 'الدول', 'Countries'),
      // ours: the spec's countries screen is a list with store/update/delete calls but names only the list's permission
      ...crud('country', 'دولة', 'country', ['create', 'update', 'delete'], true),
      p('delivery-square-index', 'المربعات', 'Squares'),
      p('square-create', 'إضافة مربع', 'Create square'),
      p('square-update', 'تعديل مربع', 'Update square'),
      // ours: the spec has no square deletion; an administrator may remove a square no camp refers to
      p('square-delete', 'حذف مربع', 'Delete square', true),
      p('delivery-camp-index', 'المخيمات', 'Camps'),
      p('camp-create', 'إضافة مخيم', 'Create camp'),
      p('camp-update', 'تعديل مخيم', 'Update camp'),
      // ours: the spec has no camp deletion; an administrator may remove a camp entered by mistake while no assignment refers to it
      p('camp-delete', 'حذف مخيم', 'Delete camp', true),
      p('delivery-assign-index', 'التخصيصات', 'Assignments'),
      p('assign-create', 'إضافة تخصيص', 'Create assignment'),
      p('assign-update', 'تعديل تخصيص', 'Update assignment'),
      p('assign-re-customization', 'إعادة التخصيص', 'Re-customise assignment'),
      p('delivery-station-index', 'المحطات', 'Stations'),
      p('station-create', 'إضافة محطة', 'Create station'),
      p('station-update', 'تعديل محطة', 'Update station'),
      // ours: the spec has no station deletion; an administrator may remove a station that is gone
      p('station-delete', 'حذف محطة', 'Delete station', true),
      p('delivery-appointment-creat-index', 'إنشاء المواعيد', 'Create appointments'),
      p('delivery-appointment-index', 'المواعيد', 'Appointments'),
      p('absence-history', 'سجل الغياب', 'Absence history'),
      p('lock-order-bulk-signature', 'التوقيع الجماعي', 'Bulk signature'),
      p('appointment-form-view', 'عرض نموذج الموعد', 'View appointment form'),
      p('appointment-form-answer', 'الإجابة على نموذج الموعد', 'Answer appointment form'),
      p('appointment-form-answer-edit', 'تعديل إجابات نموذج الموعد', 'Edit appointment form answers'),
      p('delivery-sign', 'توقيع محضر التسليم', 'Sign handover form'),
      p('delivery-view', 'عرض محضر التسليم', 'View handover form'),
      // ours: the spec keeps registries of plots, washrooms and public toilet complexes (001 §3) but names no
      // permission for them; each is a list with create, update and delete, as the camps' registries are
      ...crud('plot', 'قطع الأراضي', 'plots', ['index', 'create', 'update', 'delete'], true),
      ...crud('washroom', 'دورات المياه', 'washrooms', ['index', 'create', 'update', 'delete'], true),
      ...crud('toilet-complex', 'مجمعات دورات المياه العامة', 'public toilet complexes', ['index', 'create', 'update', 'delete'], true),
    ],
  },
  {
    key: 'tickets',
    label: { ar: 'التذاكر', en: 'Tickets' },
    permissions: [
      p('ticket-index', 'عرض التذاكر', 'List tickets'),
      p('ticket-create', 'إضافة تذكرة', 'Create ticket'),
      p('ticket-details', 'تفاصيل التذكرة', 'Ticket details'),
      p('ticket-subject-index', 'مواضيع التذاكر', 'Ticket subjects'),
      p('ticket-subject-create', 'إضافة موضوع تذكرة', 'Create ticket subject'),
      p('ticket-subject-update', 'تعديل موضوع تذكرة', 'Update ticket subject'),
    ],
  },
  {
    key: 'questionnaires',
    label: { ar: 'الاستبيانات', en: 'Questionnaires' },
    // ours: the spec has staff build questionnaires (001 §3, §5) but names no permission for it. Answering one
    // needs none: a questionnaire reaches the user types it is sent to.
    permissions: [
      p('questionnaire-index', 'عرض الاستبيانات ونتائجها', 'List questionnaires and their results', true),
      p('questionnaire-create', 'إضافة استبيان', 'Create questionnaire', true),
      p('questionnaire-update', 'تعديل الاستبيان ونشره وإغلاقه', 'Edit, publish and close questionnaire', true),
      p('questionnaire-delete', 'حذف مسودة استبيان', 'Delete questionnaire draft', true),
    ],
  },
  { key: 'locationOrders', label: { ar: 'طلبات المواقع', en: 'Location orders' }, permissions: orderFamily('locationorder', 'طلبات المواقع', 'location orders') },
  {
    key: 'orders',
    label: { ar: 'الطلبات', en: 'Orders' },
    permissions: [...orderFamily('order', 'الطلبات', 'orders'), p('order-blacklist-index', 'القائمة السوداء', 'Blacklist'), p('order-ready', 'جاهزية الطلب', 'Order readiness')],
  },
  {
    key: 'tempLicences',
    label: { ar: 'الرخص المؤقتة', en: 'Temporary licences' },
    permissions: [
      p('temp-licenses-order-index', 'طلبات الرخص المؤقتة', 'Temporary licence orders'),
      p('temp-licenses-order-view', 'عرض طلب رخصة مؤقتة', 'View temporary licence order'),
      p('temp-licenses-order-create', 'إضافة طلب رخصة مؤقتة', 'Create temporary licence order'),
      p('temp-licenses-order-update', 'تعديل طلب رخصة مؤقتة', 'Update temporary licence order'),
      p('temp-licenses-order-delete', 'حذف طلب رخصة مؤقتة', 'Delete temporary licence order'),
      p('temp-licenses-order-ready', 'جاهزية الرخصة المؤقتة', 'Temporary licence readiness'),
    ],
  },
  {
    key: 'reassign',
    label: { ar: 'إعادة التخصيص', en: 'Re-assign' },
    permissions: [
      p('re-assign', 'إعادة التخصيص', 'Re-assign'),
      p('order-re-assign-index', 'طلبات إعادة التخصيص', 'Re-assign orders'),
      p('order-re-assign-form', 'نموذج إعادة التخصيص', 'Re-assign form'),
      p('order-re-assign-approve-camps', 'اعتماد المخيمات', 'Approve camps'),
      p('order-re-assign-signature', 'توقيع إعادة التسليم', 'Re-delivery signature'),
      p('order-re-assign-file', 'ملف إعادة التسليم', 'Re-delivery file'),
      p('re-assign-clearance', 'مخالصة إعادة التخصيص', 'Re-assign clearance'),
      p('re-assign-file-clearance', 'ملف مخالصة إعادة التخصيص', 'Re-assign clearance file'),
    ],
  },
  {
    key: 'lock',
    label: { ar: 'القفل', en: 'Lock' },
    permissions: [
      p('lock-index', 'طلبات القفل', 'Lock orders'),
      p('lock-details', 'تفاصيل طلب القفل', 'Lock order details'),
      p('lock-form', 'نموذج القفل', 'Lock form'),
      p('lock-approve-camps', 'اعتماد مخيمات القفل', 'Approve lock camps'),
      p('lock-signature', 'توقيع القفل', 'Lock signature'),
      p('lock-file', 'ملف القفل', 'Lock file'),
    ],
  },
  {
    key: 'clearance',
    label: { ar: 'المخالصة', en: 'Clearance' },
    permissions: [
      p('sadad-create', 'إضافة أمر سداد', 'Create SADAD order'),
      p('sadad-details', 'تفاصيل أمر سداد', 'SADAD order details'),
      p('clearance-sadad-index', 'أوامر السداد', 'SADAD orders'),
      p('invoices-create', 'إضافة فاتورة', 'Create invoice'),
      p('invoices-update', 'تعديل فاتورة', 'Update invoice'),
      p('invoices-details', 'تفاصيل الفاتورة', 'Invoice details'),
      p('clearance-invoices-index', 'الفواتير', 'Invoices'),
      p('clearance-kidana-index', 'مخالصة كدانة', 'Kidana clearance'),
    ],
  },
  {
    key: 'notifications',
    label: { ar: 'الإشعارات', en: 'Notifications' },
    permissions: [p('notification-index', 'عرض الإشعارات', 'List notifications'), p('notification-create', 'إرسال إشعار', 'Send notification')],
  },
  {
    key: 'readiness',
    label: { ar: 'رخص الجاهزية', en: 'Readiness licences' },
    permissions: [
      p('readiness-license-index', 'رخص الجاهزية', 'Readiness licences'),
      p('readiness-license-create', 'إضافة رخصة جاهزية', 'Create readiness licence'),
      p('readiness-license-edit', 'تعديل رخصة جاهزية', 'Edit readiness licence'),
      p('readiness-license-details', 'تفاصيل رخصة الجاهزية', 'Readiness licence details'),
      p('readiness-license-pladge', 'تعهد رخصة الجاهزية', 'Readiness licence pledge'),
      p('readiness-license-ready', 'اعتماد رخصة الجاهزية', 'Readiness licence approval'),
    ],
  },
  {
    key: 'violations',
    label: { ar: 'المخالفات', en: 'Violations' },
    permissions: [p('violationorder-index', 'المخالفات', 'Violations'), p('violationorder-view', 'عرض مخالفة', 'View violation')],
  },
  {
    key: 'complaints',
    label: { ar: 'الشكاوى', en: 'Complaints' },
    // ours: the spec names complaints (001 §1 dictionaries, §3 Complaint) but no permission for them. Companies (and
    // staff) list, file and open their own; the desk (staff holding complaint-manage) reviews, resolves and rejects
    permissions: [
      p('complaint-index', 'عرض الشكاوى', 'List complaints', true),
      p('complaint-create', 'تقديم شكوى', 'File complaint', true),
      p('complaint-details', 'تفاصيل الشكوى', 'Complaint details', true),
      p('complaint-manage', 'معالجة الشكاوى', 'Handle complaints', true),
    ],
  },
  {
    // ours: the spec's news and news bar (001 §3) name no permission. Writing what every signed-in user reads on the
    // dashboard is the authority's: staff only (administration, `adminPermissions`); reading needs none (a session)
    key: 'news',
    label: { ar: 'الأخبار', en: 'News' },
    permissions: [
      p('news-index', 'عرض قائمة الأخبار', 'List news', true),
      p('news-create', 'إضافة خبر', 'Create news item', true),
      p('news-update', 'تعديل خبر', 'Update news item', true),
      p('news-delete', 'حذف خبر', 'Delete news item', true),
      p('news-bar-index', 'عرض شريط الأخبار', 'List news-bar items', true),
      p('news-bar-create', 'إضافة عنصر إلى شريط الأخبار', 'Create news-bar item', true),
      p('news-bar-update', 'تعديل عنصر في شريط الأخبار', 'Update news-bar item', true),
      p('news-bar-delete', 'حذف عنصر من شريط الأخبار', 'Delete news-bar item', true),
    ],
  },
  {
    key: 'vehicleEntry',
    label: { ar: 'دخول المركبات', en: 'Vehicle entry' },
    permissions: [
      p('vehicle-entry-index', 'تصاريح دخول المركبات', 'Vehicle-entry permits'),
      p('vehicle-entry-create', 'طلب تصريح دخول', 'Request vehicle-entry permit'),
      p('vehicle-entry-details', 'تفاصيل التصريح', 'Permit details'),
      p('carLicense-request', 'طلب ترخيص مركبة', 'Request car licence'),
      p('carLicense-index', 'تراخيص المركبات', 'Car licences'),
      p('carLicense-view', 'عرض ترخيص مركبة', 'View car licence'),
      p('carLicense-update', 'تعديل ترخيص مركبة', 'Update car licence'),
    ],
  },
];

export const allPermissions: string[] = permissionGroups.flatMap((g) => g.permissions.map((x) => x.name));

/** A permission of the catalogue: a misspelt one fails typecheck (the union is generated by `npm run gen:api`). */
export type { Permission } from './permission-names';
import type { Permission } from './permission-names';

/** True when the granted list holds the permission. */
export function hasPermission(granted: readonly string[] | undefined, required: Permission | undefined): boolean {
  if (!required) return true;
  return !!granted && granted.includes(required);
}

/**
 * Administration permissions: whoever holds one manages accounts, roles or
 * alliances, reads the user directory, the outgoing mail (password-reset links) or
 * the audit log (every company's records, before and after each change), so it can
 * reach any other permission or sees across companies. They may be held only through roles for
 * the staff account types (shared/accountTypes.ts `staffTypes`). A company's main
 * user managing its own employees (`user-employee-index`, `add-employee`) is not
 * administration: activating an employee still takes an administrator.
 */
export const adminPermissions: ReadonlySet<string> = new Set([
  'user-role-index',
  'role-create',
  'role-update',
  'role-delete',
  'user-index',
  'user-create',
  'user-update',
  'user-view',
  'user-delete',
  'user-contact-index',
  'user-request',
  'user-history',
  'type-update',
  'user-type-index',
  'alliance-manage',
  'outbox-index',
  'audit-log-index',
  // ours: what every signed-in user reads on the dashboard is written by the authority's staff alone
  'news-index',
  'news-create',
  'news-update',
  'news-delete',
  'news-bar-index',
  'news-bar-create',
  'news-bar-update',
  'news-bar-delete',
]);

/** True for an administration permission (see `adminPermissions`). */
export const isAdminPermission = (name: string): boolean => adminPermissions.has(name);

/**
 * The rule for a role: a role open to any non-staff account type may not hold an
 * administration permission. Answers the permissions that break it (none when the
 * role is allowed).
 */
export function adminPermissionsOutsideStaff(types: readonly string[], permissions: readonly string[]): string[] {
  if (types.every(isStaffType)) return [];
  return permissions.filter(isAdminPermission);
}
