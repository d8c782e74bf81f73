export default {
  ar: {
    titles: { list: 'الأدوار والصلاحيات', create: 'إضافة دور', edit: 'تعديل دور', view: 'عرض دور' },
    fields: {
      role: 'الدور', name: 'اسم الدور (عربي)', nameEn: 'اسم الدور (إنجليزي)', description: 'الوصف', permissions: 'الصلاحيات', users: 'الحسابات',
      updatedAt: 'آخر تعديل', search: 'بحث باسم الدور أو وصفه',
    },
    list: {
      subtitle: 'تجمع الأدوار الصلاحيات، ويحمل كل مستخدم دوراً أو أكثر', add: 'إضافة دور', empty: 'لا توجد أدوار بعد',
      system: 'مدمج', systemHint: 'دور مدير النظام يملك جميع الصلاحيات دائماً', edit: 'تعديل', view: 'عرض', delete: 'حذف',
      permissionsCount_zero: 'لا صلاحيات', permissionsCount_one: 'صلاحية واحدة', permissionsCount_two: 'صلاحيتان', permissionsCount_few: '{{count}} صلاحيات',
      permissionsCount_many: '{{count}} صلاحية', permissionsCount_other: '{{count}} صلاحية',
      usersCount_zero: 'لا حسابات', usersCount_one: 'حساب واحد', usersCount_two: 'حسابان', usersCount_few: '{{count}} حسابات',
      usersCount_many: '{{count}} حساباً', usersCount_other: '{{count}} حساب',
      deleteTitle: 'حذف الدور «{{name}}»؟',
    },
    form: {
      subtitleCreate: 'سمِّ الدور واختر صلاحياته من كل مجموعة', subtitleEdit: 'تسري التغييرات على {{count}} من الحسابات التي تحمل هذا الدور عند طلبها التالي',
      details: 'بيانات الدور', save: 'حفظ الدور', created: 'تمت إضافة الدور «{{name}}»', updated: 'تم حفظ الدور «{{name}}»',
      systemNotice: 'هذا هو دور مدير النظام المدمج: يملك جميع الصلاحيات دائماً ولا يمكن تعديله أو حذفه.',
      nameEnHint: 'يظهر للمستخدمين بالإنجليزية؛ يُستخدم الاسم العربي إن تُرك فارغاً',
      loadFailed: 'تعذر تحميل الدور', notFound: 'الدور غير موجود',
    },
    picker: {
      search: 'ابحث عن صلاحية', searchHint: 'بالاسم أو بالرمز', count: 'تم اختيار {{selected}} من {{total}} صلاحية',
      groupCount: '{{selected}} / {{total}}', selectGroup: 'تحديد الكل في «{{group}}»', selectShown: 'تحديد كل الظاهر',
      clearShown: 'إلغاء تحديد الظاهر', noMatch: 'لا توجد صلاحيات تطابق «{{search}}»', loadFailed: 'تعذر تحميل قائمة الصلاحيات',
      onlySelected: 'المختارة فقط',
    },
  },
  en: {
    titles: { list: 'Roles and permissions', create: 'Create role', edit: 'Edit role', view: 'View role' },
    fields: {
      role: 'Role', name: 'Role name (Arabic)', nameEn: 'Role name (English)', description: 'Description', permissions: 'Permissions', users: 'Accounts',
      updatedAt: 'Last changed', search: 'Search by role name or description',
    },
    list: {
      subtitle: 'Roles group permissions; each user holds one or more roles', add: 'Create role', empty: 'No roles yet',
      system: 'Built in', systemHint: 'The administrator role always holds every permission', edit: 'Edit', view: 'View', delete: 'Delete',
      permissionsCount_one: '{{count}} permission', permissionsCount_other: '{{count}} permissions',
      usersCount_one: '{{count}} account', usersCount_other: '{{count}} accounts',
      deleteTitle: 'Delete the role “{{name}}”?',
    },
    form: {
      subtitleCreate: 'Name the role and choose its permissions from each group',
      subtitleEdit_one: 'Changes apply to the {{count}} account holding this role at its next request',
      subtitleEdit_other: 'Changes apply to the {{count}} accounts holding this role at their next request',
      details: 'Role details', save: 'Save role', created: 'The role “{{name}}” was created', updated: 'The role “{{name}}” was saved',
      systemNotice: 'This is the built-in administrator role: it always holds every permission and cannot be changed or deleted.',
      nameEnHint: 'Shown to English users; the Arabic name is used when left empty',
      loadFailed: 'Could not load the role', notFound: 'The role was not found',
    },
    picker: {
      search: 'Find a permission', searchHint: 'By name or code', count: '{{selected}} of {{total}} permissions selected',
      groupCount: '{{selected}} / {{total}}', selectGroup: 'Select all in “{{group}}”', selectShown: 'Select all shown',
      clearShown: 'Clear shown', noMatch: 'No permission matches “{{search}}”', loadFailed: 'Could not load the permissions',
      onlySelected: 'Selected only',
    },
  },
};
