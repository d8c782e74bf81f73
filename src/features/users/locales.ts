export default {
  ar: {
    titles: { list: 'المستخدمون', requests: 'طلبات التسجيل', create: 'إضافة مستخدم', update: 'تعديل مستخدم', view: 'بيانات المستخدم', history: 'سجل المستخدم', contacts: 'جهات الاتصال' },
    fields: {
      name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الجوال', username: 'اسم المستخدم', type: 'نوع الحساب', company: 'الشركة', status: 'الحالة',
      roles: 'الأدوار', createdAt: 'تاريخ التسجيل', rejectReason: 'سبب الرفض', search: 'بحث بالاسم أو البريد أو الجوال',
    },
    requests: {
      subtitle: 'الحسابات الجديدة والمعاد إرسالها بانتظار القرار',
      activate: 'تفعيل', reject: 'رفض', activateTitle: 'تفعيل حساب {{name}}', rejectTitle: 'رفض طلب {{name}}',
      rolesHint: 'اختر دوراً واحداً على الأقل', reasonHint: 'سيظهر السبب لمقدم الطلب', empty: 'لا توجد طلبات تسجيل بانتظار القرار',
      resubmitted: 'أعيد إرساله', activated: 'تم تفعيل حساب {{name}}', rejected: 'تم رفض طلب {{name}}',
    },
  },
  en: {
    titles: { list: 'Users', requests: 'Registration requests', create: 'Create user', update: 'Edit user', view: 'User details', history: 'User history', contacts: 'Contacts' },
    fields: {
      name: 'Name', email: 'E-mail', phone: 'Mobile', username: 'Username', type: 'Account type', company: 'Company', status: 'Status',
      roles: 'Roles', createdAt: 'Registered', rejectReason: 'Rejection reason', search: 'Search by name, e-mail or mobile',
    },
    requests: {
      subtitle: 'New and resubmitted accounts awaiting a decision',
      activate: 'Activate', reject: 'Reject', activateTitle: 'Activate {{name}}', rejectTitle: 'Reject {{name}}',
      rolesHint: 'Choose at least one role', reasonHint: 'The applicant will see this reason', empty: 'No registration requests are waiting',
      resubmitted: 'Resubmitted', activated: '{{name}} was activated', rejected: '{{name}} was rejected',
    },
  },
};
