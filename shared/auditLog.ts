/**
 * The audit log's vocabulary, shared by the server (each row's `entity_text`) and the screen
 * (the table chooser): the audited tables by their names for people, in both languages, and
 * the marker a secret value is answered as. A table missing here still shows, by its own name.
 *
 * Pure data: imported by server/ and src/.
 */
import type { Label, Lang } from './label';

/** What the server answers instead of a secret value (server/features/auditLog/redact.ts). */
export const REDACTED = '[redacted]';

/** The audited tables (audit_log.entity), by their names for people. */
export const auditEntities: Record<string, Label> = {
  users: { ar: 'المستخدمون', en: 'Users' },
  roles: { ar: 'الأدوار', en: 'Roles' },
  account_types: { ar: 'أنواع المستخدمين', en: 'User types' },
  alliances: { ar: 'التحالفات', en: 'Alliances' },
  company_blacklist: { ar: 'القائمة السوداء للشركات', en: 'Company blacklist' },
  term_conditions: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
  countries: { ar: 'الدول', en: 'Countries' },
  squares: { ar: 'المربعات', en: 'Squares' },
  camps: { ar: 'المخيمات', en: 'Camps' },
  stations: { ar: 'المحطات', en: 'Stations' },
  plots: { ar: 'قطع الأراضي', en: 'Plots' },
  washrooms: { ar: 'دورات المياه', en: 'Washrooms' },
  toilet_complexes: { ar: 'مجمعات دورات المياه العامة', en: 'Public toilet complexes' },
  assign_camps: { ar: 'تخصيص المخيمات', en: 'Camp assignments' },
  appointments: { ar: 'مواعيد التسليم', en: 'Handover appointments' },
  absence_history: { ar: 'سجل الغياب', en: 'Absence history' },
  handover_signatures: { ar: 'توقيعات محاضر التسليم', en: 'Handover signatures' },
  forms: { ar: 'النماذج', en: 'Forms' },
  questions: { ar: 'الأسئلة', en: 'Questions' },
  question_categories: { ar: 'تصنيفات الأسئلة', en: 'Question categories' },
  categories: { ar: 'التصنيفات', en: 'Categories' },
  specialists: { ar: 'التخصصات', en: 'Specialties' },
  services: { ar: 'الخدمات', en: 'Services' },
  service_inputs: { ar: 'مدخلات الخدمات', en: 'Service inputs' },
  pledges: { ar: 'التعهدات', en: 'Pledges' },
  licenses: { ar: 'الرخص', en: 'Licences' },
  guides: { ar: 'الأدلة الهندسية', en: 'Engineering guides' },
  location_specialists: { ar: 'تخصصات المواقع', en: 'Location specialties' },
  location_services: { ar: 'خدمات المواقع', en: 'Location services' },
  location_service_inputs: { ar: 'مدخلات خدمات المواقع', en: 'Location service inputs' },
  location_pledges: { ar: 'تعهدات المواقع', en: 'Location pledges' },
  location_licenses: { ar: 'رخص المواقع', en: 'Location licences' },
  location_guides: { ar: 'أدلة المواقع', en: 'Location guides' },
  orders: { ar: 'الطلبات', en: 'Orders' },
  order_pledges: { ar: 'مرفقات التعهدات في الطلبات', en: 'Order pledge attachments' },
  order_signatures: { ar: 'توقيعات الشركاء', en: 'Sharer signatures' },
  order_cancel_requests: { ar: 'طلبات الإلغاء', en: 'Cancel requests' },
  order_reports: { ar: 'تقارير الإنجاز', en: 'Achievement reports' },
  readiness_licenses: { ar: 'رخص الجاهزية', en: 'Readiness licences' },
  readiness_settings: { ar: 'إعدادات رخص الجاهزية', en: 'Readiness licence settings' },
  temp_licence_orders: { ar: 'طلبات الرخص المؤقتة', en: 'Temporary licence orders' },
  reassign_orders: { ar: 'طلبات إعادة التخصيص والقفل', en: 'Re-assign and lock orders' },
  sadad_orders: { ar: 'أوامر سداد', en: 'SADAD orders' },
  invoices: { ar: 'الفواتير', en: 'Invoices' },
  clearance: { ar: 'المخالصة', en: 'Clearance' },
  clearance_votes: { ar: 'أصوات المخالصة', en: 'Clearance votes' },
  vehicle_entry_permit_orders: { ar: 'تصاريح دخول المركبات', en: 'Vehicle-entry permits' },
  car_licence_orders: { ar: 'طلبات تراخيص المركبات', en: 'Car licence orders' },
  notifications: { ar: 'الإشعارات', en: 'Notifications' },
  notification_sends: { ar: 'الإشعارات المرسلة', en: 'Notification sends' },
  // areas in progress beside this one (issue 15): their tables' names, ready for their first rows
  regulatory_violation_orders: { ar: 'المخالفات النظامية', en: 'Regulatory violations' },
  tickets: { ar: 'التذاكر', en: 'Tickets' },
  ticket_subjects: { ar: 'موضوعات التذاكر', en: 'Ticket subjects' },
  ticket_admin_groups: { ar: 'مجموعات مشرفي التذاكر', en: 'Ticket admin groups' },
};

/** A table's name for people in the language, or the table name itself when it is not catalogued. */
export function auditEntityText(entity: string, lang: Lang): string {
  return auditEntities[entity]?.[lang] ?? entity;
}
