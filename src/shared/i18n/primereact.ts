/**
 * PrimeReact's global settings: its own texts (aria labels, empty messages, calendar) in Arabic
 * and English, and the ripple. Global rather than a provider around the app, so the first
 * screen (/login, plain HTML) carries no PrimeReact: the router loads this module with every
 * other screen, and the toast and confirmation hosts with themselves (`preparePrimeReact`).
 */
import PrimeReact, { addLocale, locale } from 'primereact/api';
import type { Lang } from '../../../shared/label';
import { accessiblePassThrough } from '../ui/passThrough';

const ar = {
  accept: 'نعم',
  reject: 'لا',
  choose: 'اختيار',
  upload: 'رفع',
  cancel: 'إلغاء',
  clear: 'مسح',
  apply: 'تطبيق',
  close: 'إغلاق',
  emptyMessage: 'لا توجد خيارات',
  emptyFilterMessage: 'لا توجد نتائج',
  emptySearchMessage: 'لا توجد نتائج',
  emptySelectionMessage: 'لم يتم اختيار شيء',
  selectionMessage: 'تم اختيار {0}',
  searchMessage: '{0} نتيجة',
  today: 'اليوم',
  weak: 'ضعيفة',
  medium: 'متوسطة',
  strong: 'قوية',
  passwordPrompt: 'أدخل كلمة المرور',
  firstDayOfWeek: 6,
  dayNames: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  dayNamesShort: ['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'],
  dayNamesMin: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'],
  monthNames: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  monthNamesShort: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  dateFormat: 'yy-mm-dd',
  aria: {
    trueLabel: 'نعم',
    falseLabel: 'لا',
    nullLabel: 'غير محدد',
    star: 'نجمة واحدة',
    stars: '{star} نجوم',
    listLabel: 'قائمة الخيارات',
    selectAll: 'اختيار الكل',
    unselectAll: 'إلغاء اختيار الكل',
    close: 'إغلاق',
    previous: 'السابق',
    next: 'التالي',
    navigation: 'التنقل',
    scrollTop: 'إلى الأعلى',
    moveTop: 'نقل للأعلى',
    moveUp: 'نقل لأعلى',
    moveDown: 'نقل لأسفل',
    moveBottom: 'نقل للأسفل',
    pageLabel: 'صفحة {page}',
    firstPageLabel: 'الصفحة الأولى',
    lastPageLabel: 'الصفحة الأخيرة',
    nextPageLabel: 'الصفحة التالية',
    prevPageLabel: 'الصفحة السابقة',
    rowsPerPageLabel: 'عدد الصفوف في الصفحة',
    jumpToPageDropdownLabel: 'الانتقال إلى صفحة',
    jumpToPageInputLabel: 'الانتقال إلى صفحة',
    selectRow: 'تحديد الصف',
    unselectRow: 'إلغاء تحديد الصف',
    expandRow: 'توسيع الصف',
    collapseRow: 'طي الصف',
    showFilterMenu: 'إظهار التصفية',
    hideFilterMenu: 'إخفاء التصفية',
    filterOperator: 'عامل التصفية',
    filterConstraint: 'قيد التصفية',
    editRow: 'تعديل الصف',
    saveEdit: 'حفظ التعديل',
    cancelEdit: 'إلغاء التعديل',
    listView: 'عرض قائمة',
    gridView: 'عرض شبكي',
    slide: 'شريحة',
    slideNumber: '{slideNumber}',
    zoomImage: 'تكبير',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    rotateRight: 'تدوير لليمين',
    rotateLeft: 'تدوير لليسار',
    removeLabel: 'إزالة',
    passwordShow: 'إظهار كلمة المرور',
    passwordHide: 'إخفاء كلمة المرور',
  },
};

export function configurePrimeReact(lang: Lang, { ripple = true }: { ripple?: boolean } = {}): void {
  PrimeReact.ripple = ripple;
  PrimeReact.pt = accessiblePassThrough;
  if (lang === 'ar') {
    addLocale('ar', ar as never);
    locale('ar');
  } else {
    locale('en');
  }
}
