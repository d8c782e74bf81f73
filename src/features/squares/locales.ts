/** Squares: every text of the area's screens, in Arabic and English. */
export default {
  ar: {
    titles: { list: 'المربعات', create: 'إضافة مربع', edit: 'تعديل مربع' },
    fields: { name: 'الاسم', name_en: 'الاسم بالإنجليزية', code: 'رمز المربع', area_m2: 'المساحة (م²)', notes: 'ملاحظات', search: 'بحث' },
    list: { add: 'إضافة مربع', empty: 'لا توجد مربعات بعد', edit: 'تعديل', delete: 'حذف', deleteTitle: 'حذف المربع «{{name}}»؟' },
    form: {
      save: 'حفظ',
      cancel: 'إلغاء',
      editNamed: 'تعديل المربع: {{name}}',
      codeHint: 'كما في المخططات، مثل MZ-07',
      notesHint: 'المعالم والطرق المؤدية وأقرب محطة',
      created: 'تمت إضافة المربع «{{name}}»',
      updated: 'تم حفظ المربع «{{name}}»',
      loadFailed: 'تعذر تحميل المربع',
      notFound: 'المربع غير موجود، ربما حُذف',
      stale: 'عدّل شخص آخر هذا المربع؛ أعد تحميل الصفحة',
    },
    view: { none: '—' },
  },
  en: {
    titles: { list: 'Squares', create: 'Add square', edit: 'Edit square' },
    fields: { name: 'Name', name_en: 'English name', code: 'Square code', area_m2: 'Area (m²)', notes: 'Notes', search: 'Search' },
    list: { add: 'Add square', empty: 'No squares yet', edit: 'Edit', delete: 'Delete', deleteTitle: 'Delete square “{{name}}”?' },
    form: {
      save: 'Save',
      cancel: 'Cancel',
      editNamed: 'Edit square: {{name}}',
      codeHint: 'As on the plans, e.g. MZ-07',
      notesHint: 'Landmarks, access roads, the nearest station',
      created: 'Square “{{name}}” added',
      updated: 'Square “{{name}}” saved',
      loadFailed: 'The square could not be loaded',
      notFound: 'No such square; it may have been deleted',
      stale: 'Someone else changed this square; reload the page',
    },
    view: { none: '—' },
  },
};
