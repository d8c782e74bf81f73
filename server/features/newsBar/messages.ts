/** The newsBar area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const newsBarMessages: Record<string, Label> = {
  'newsBar.list': { ar: 'تم جلب شريط الأخبار', en: 'News bar retrieved' },
  'newsBar.created': { ar: 'تمت إضافة عنصر شريط الأخبار بنجاح', en: 'News-bar item created' },
  'newsBar.updated': { ar: 'تم تعديل عنصر شريط الأخبار بنجاح', en: 'News-bar item updated' },
  'newsBar.deleted': { ar: 'تم حذف عنصر شريط الأخبار بنجاح', en: 'News-bar item deleted' },
  'newsBar.missing': { ar: 'عنصر شريط الأخبار غير موجود', en: 'No such news-bar item' },
  'newsBar.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
