export default {
  ar: {
    groups: {
      dashboard: 'لوحة المعلومات', users: 'المستخدمون', terms: 'الشروط والأحكام', templates: 'القوالب', assignCamp: 'تخصيص المخيمات', tickets: 'التذاكر',
      locationOrders: 'طلبات المواقع', tempLicences: 'الرخص المؤقتة', orders: 'الطلبات', reassign: 'إعادة التخصيص', lock: 'القفل', clearance: 'المخالصة',
      notifications: 'الإشعارات', readiness: 'رخص الجاهزية', violations: 'المخالفات', vehicleEntry: 'دخول المركبات', workflows: 'سير العمل',
    },
    items: {
      dashboard: 'الرئيسية', users: 'المستخدمون', requests: 'طلبات التسجيل', contacts: 'جهات الاتصال', roles: 'الأدوار والصلاحيات', employees: 'الموظفون',
      alliances: 'التحالفات', outbox: 'البريد الصادر', notifications: 'الإشعارات', notificationCreate: 'إرسال إشعار', workflows: 'مخططات سير العمل', testingApi: 'مستكشف الواجهة البرمجية',
    },
  },
  en: {
    groups: {
      dashboard: 'Dashboard', users: 'Users', terms: 'Terms', templates: 'Templates', assignCamp: 'Camp assignment', tickets: 'Tickets',
      locationOrders: 'Location orders', tempLicences: 'Temporary licences', orders: 'Orders', reassign: 'Re-assign', lock: 'Lock', clearance: 'Clearance',
      notifications: 'Notifications', readiness: 'Readiness licences', violations: 'Violations', vehicleEntry: 'Vehicle entry', workflows: 'Workflows',
    },
    items: {
      dashboard: 'Dashboard', users: 'Users', requests: 'Registration requests', contacts: 'Contacts', roles: 'Roles and permissions', employees: 'Employees',
      alliances: 'Alliances', outbox: 'Outgoing mail', notifications: 'Notifications', notificationCreate: 'Send a notification', workflows: 'Workflow charts', testingApi: 'API explorer',
    },
  },
};
