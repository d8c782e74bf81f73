/** User types: every text of the area's screens, in Arabic and English. */
export default {
  ar: {
    titles: { list: 'أنواع المستخدمين', edit: 'تعديل نوع المستخدم' },
    fields: { id: 'الرقم', code: 'الرمز', name: 'الاسم', name_en: 'الاسم بالإنجليزية', search: 'بحث', updatedAt: 'آخر تعديل' },
    list: {
      subtitle: 'أنواع الحسابات ثابتة في النظام؛ يمكن تعديل اسم كل نوع بالعربية والإنجليزية',
      empty: 'لا توجد أنواع مستخدمين',
      edit: 'تعديل',
      never: 'الاسم الأصلي',
    },
    form: {
      save: 'حفظ',
      cancel: 'إلغاء',
      codeHint: 'الرمز الذي يعمل به النظام؛ لا يتغير',
      updated: 'تم حفظ نوع المستخدم «{{name}}»',
      loadFailed: 'تعذر تحميل نوع المستخدم',
      notFound: 'نوع المستخدم غير موجود',
      stale: 'عدّل شخص آخر هذا السجل؛ أعد تحميله',
    },
  },
  en: {
    titles: { list: 'User types', edit: 'Edit user type' },
    fields: { id: 'ID', code: 'Code', name: 'Name', name_en: 'English name', search: 'Search', updatedAt: 'Last changed' },
    list: {
      subtitle: 'The account types are fixed; each one’s Arabic and English name can be changed',
      empty: 'No user types',
      edit: 'Edit',
      never: 'Original name',
    },
    form: {
      save: 'Save',
      cancel: 'Cancel',
      codeHint: 'The code the portal works by; it does not change',
      updated: 'User type “{{name}}” saved',
      loadFailed: 'The user type could not be loaded',
      notFound: 'No such user type',
      stale: 'Someone else changed this record; reload it',
    },
  },
};
