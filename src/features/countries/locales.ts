/** Countries: every text of the area's screens, in Arabic and English. */
export default {
  ar: {
    titles: { list: 'الدول', create: 'إضافة دولة', edit: 'تعديل دولة' },
    fields: { name: 'الاسم', name_en: 'الاسم بالإنجليزية', iso_code: 'رمز الدولة (ISO)', search: 'بحث' },
    list: { add: 'إضافة دولة', empty: 'لا توجد دول بعد', edit: 'تعديل', delete: 'حذف', deleteTitle: 'حذف الدولة «{{name}}»؟' },
    form: {
      save: 'حفظ',
      cancel: 'إلغاء',
      editNamed: 'تعديل الدولة: {{name}}',
      isoHint: 'اختياري: حرفان لاتينيان، مثل ID لإندونيسيا',
      created: 'تمت إضافة الدولة «{{name}}»',
      updated: 'تم حفظ الدولة «{{name}}»',
      loadFailed: 'تعذر تحميل الدولة',
      notFound: 'الدولة غير موجودة، ربما حُذفت',
      stale: 'عدّل شخص آخر هذه الدولة؛ أغلق النافذة وافتحها من جديد',
    },
    view: { none: '—' },
  },
  en: {
    titles: { list: 'Countries', create: 'Add country', edit: 'Edit country' },
    fields: { name: 'Name', name_en: 'English name', iso_code: 'ISO code', search: 'Search' },
    list: { add: 'Add country', empty: 'No countries yet', edit: 'Edit', delete: 'Delete', deleteTitle: 'Delete country “{{name}}”?' },
    form: {
      save: 'Save',
      cancel: 'Cancel',
      editNamed: 'Edit country: {{name}}',
      isoHint: 'Optional: two Latin letters, e.g. ID for Indonesia',
      created: 'Country “{{name}}” added',
      updated: 'Country “{{name}}” saved',
      loadFailed: 'The country could not be loaded',
      notFound: 'No such country; it may have been deleted',
      stale: 'Someone else changed this country; close the dialog and open it again',
    },
    view: { none: '—' },
  },
};
