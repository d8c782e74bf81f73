/** The shell's own texts: menu, top bar, shared buttons and states. */
export default {
  ar: {
    appName: 'بوابة المشاعر',
    siteName: 'مزدلفة',
    actions: {
      save: 'حفظ', cancel: 'إلغاء', close: 'إغلاق', edit: 'تعديل', view: 'عرض', delete: 'حذف', create: 'إضافة', search: 'بحث',
      reset: 'إعادة تعيين', back: 'رجوع', retry: 'إعادة المحاولة', confirm: 'تأكيد', submit: 'إرسال', filter: 'تصفية', clear: 'مسح', more: 'المزيد',
    },
    states: {
      loading: 'جارٍ التحميل…', empty: 'لا توجد بيانات', error: 'تعذر تحميل البيانات', noResults: 'لا توجد نتائج مطابقة',
    },
    files: { choose: 'اختيار ملف', replace: 'استبدال الملف', remove: 'إزالة الملف المختار', none: 'لم يُختر ملف', onFile: 'الملف الحالي' },
    table: { perPage: 'عدد الصفوف', total: 'الإجمالي: {{count}}', page: 'صفحة {{page}} من {{pages}}', actions: 'الإجراءات' },
    topbar: {
      notifications: 'الإشعارات', language: 'English', languageTitle: 'التبديل إلى الإنجليزية', logout: 'تسجيل الخروج', profile: 'الملف الشخصي',
      minify: 'تصغير القائمة', expand: 'توسيع القائمة', menu: 'القائمة',
    },
    sisters: { title: 'أنظمة المشاعر', open: 'الانتقال إلى {{name}}' },
    notify: { info: 'معلومة', success: 'تم', warning: 'تنبيه', danger: 'خطأ' },
    confirmDelete: {
      title: 'هل أنت متأكد؟', text: 'لن تتمكن من التراجع عن هذا!', confirm: 'نعم، احذفه!', cancel: 'إلغاء',
      cancelledTitle: 'تم الإلغاء', cancelledText: 'تم إلغاء الحذف', deletedTitle: 'تم الحذف', errorTitle: 'خطأ',
    },
    errors: {
      generic: 'هناك مشكلة', deleteFailed: 'حدث خطأ، الرجاء المحاولة مرة أخرى', network: 'تعذر الاتصال بالخادم',
      forbiddenTitle: 'لا تملك صلاحية الوصول', forbiddenText: 'ليس لديك الصلاحية لعرض هذه الصفحة.',
      notFoundTitle: 'الصفحة غير موجودة', notFoundText: 'الرابط الذي طلبته غير موجود أو تم نقله.', home: 'العودة إلى الرئيسية', signIn: 'الذهاب إلى تسجيل الدخول',
    },
    dates: { hijri: 'هـ' },
    yes: 'نعم', no: 'لا',
    titles: {
      dashboard: 'الرئيسية', login: 'تسجيل الدخول', register: 'تسجيل حساب جديد', resetRequest: 'استعادة كلمة المرور', reset: 'تعيين كلمة المرور',
      registerForms: 'نماذج التسجيل', completeRegisterForms: 'استكمال نماذج التسجيل', profile: 'الملف الشخصي', forbidden: 'غير مصرح', notFound: 'غير موجود',
    },
  },
  en: {
    appName: 'Mashaer Portal',
    siteName: 'Muzdalifah',
    actions: {
      save: 'Save', cancel: 'Cancel', close: 'Close', edit: 'Edit', view: 'View', delete: 'Delete', create: 'Create', search: 'Search',
      reset: 'Reset', back: 'Back', retry: 'Try again', confirm: 'Confirm', submit: 'Submit', filter: 'Filter', clear: 'Clear', more: 'More',
    },
    states: { loading: 'Loading…', empty: 'No data yet', error: 'Could not load the data', noResults: 'Nothing matches these filters' },
    files: { choose: 'Choose a file', replace: 'Replace the file', remove: 'Remove the chosen file', none: 'No file chosen', onFile: 'Current file' },
    table: { perPage: 'Rows per page', total: 'Total: {{count}}', page: 'Page {{page}} of {{pages}}', actions: 'Actions' },
    topbar: {
      notifications: 'Notifications', language: 'عربي', languageTitle: 'Switch to Arabic', logout: 'Sign out', profile: 'Profile',
      minify: 'Collapse menu', expand: 'Expand menu', menu: 'Menu',
    },
    sisters: { title: 'Mashaer systems', open: 'Go to {{name}}' },
    notify: { info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' },
    confirmDelete: {
      title: 'Are you sure?', text: "You won't be able to revert this!", confirm: 'Yes, delete it!', cancel: 'Cancel',
      cancelledTitle: 'Cancelled', cancelledText: 'Cancelled Delete', deletedTitle: 'Deleted', errorTitle: 'Error',
    },
    errors: {
      generic: 'there is problem', deleteFailed: 'There error please try again', network: 'Could not reach the server',
      forbiddenTitle: 'No access', forbiddenText: 'You do not have permission to see this page.',
      notFoundTitle: 'Page not found', notFoundText: 'The address you asked for does not exist or has moved.', home: 'Back to the dashboard', signIn: 'Go to sign in',
    },
    dates: { hijri: 'AH' },
    yes: 'Yes', no: 'No',
    titles: {
      dashboard: 'Dashboard', login: 'Sign in', register: 'Create an account', resetRequest: 'Forgot password', reset: 'Set a new password',
      registerForms: 'Registration forms', completeRegisterForms: 'Complete registration forms', profile: 'Profile', forbidden: 'Forbidden', notFound: 'Not found',
    },
  },
};
