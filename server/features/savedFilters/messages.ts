import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

/** Messages only the saved-filters API sends. */
export const savedFilterMessages = {
  'savedFilters.saved': { ar: 'تم حفظ عامل التصفية', en: 'The filter was saved' },
  'savedFilters.deleted': { ar: 'تم حذف عامل التصفية المحفوظ', en: 'The saved filter was deleted' },
  'savedFilters.notFound': { ar: 'عامل التصفية المحفوظ غير موجود', en: 'The saved filter was not found' },
  'savedFilters.nameRequired': { ar: 'اكتب اسماً لعامل التصفية', en: 'Give the filter a name' },
  'savedFilters.nameTaken': { ar: 'لديك عامل تصفية بهذا الاسم لهذه القائمة', en: 'You already have a filter with this name for this list' },
  'savedFilters.tooMany': { ar: 'بلغت الحد الأقصى (50) من عوامل التصفية المحفوظة لهذه القائمة؛ احذف أحدها أولاً', en: 'You have reached the limit of 50 saved filters for this list; delete one first' },
} satisfies Record<string, Label>;

registerMessages(savedFilterMessages);
