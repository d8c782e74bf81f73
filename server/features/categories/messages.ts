/** The categories area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const categoriesMessages: Record<string, Label> = {
  'categories.list': { ar: 'تم جلب التصنيفات', en: 'Categories retrieved' },
  'categories.created': { ar: 'تمت إضافة التصنيف بنجاح', en: 'Category created' },
  'categories.updated': { ar: 'تم تعديل التصنيف بنجاح', en: 'Category updated' },
  'categories.missing': { ar: 'التصنيف غير موجود', en: 'No such category' },
};
