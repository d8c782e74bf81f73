/** The questionCategories area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const questionCategoriesMessages: Record<string, Label> = {
  'questionCategories.list': { ar: 'تم جلب تصنيفات الأسئلة', en: 'Question categories retrieved' },
  'questionCategories.created': { ar: 'تمت إضافة تصنيف أسئلة بنجاح', en: 'Question category created' },
  'questionCategories.updated': { ar: 'تم تعديل تصنيف أسئلة بنجاح', en: 'Question category updated' },
  'questionCategories.deleted': { ar: 'تم حذف تصنيف أسئلة بنجاح', en: 'Question category deleted' },
  'questionCategories.missing': { ar: 'تصنيف أسئلة غير موجود', en: 'No such question category' },
  'questionCategories.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
