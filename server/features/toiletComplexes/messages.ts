/** The toiletComplexes area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const toiletComplexesMessages: Record<string, Label> = {
  'toiletComplexes.list': { ar: 'تم جلب مجمعات دورات المياه العامة', en: 'Public toilet complexes retrieved' },
  'toiletComplexes.created': { ar: 'تمت إضافة مجمع دورات مياه عام بنجاح', en: 'Public toilet complex created' },
  'toiletComplexes.updated': { ar: 'تم تعديل مجمع دورات مياه عام بنجاح', en: 'Public toilet complex updated' },
  'toiletComplexes.deleted': { ar: 'تم حذف مجمع دورات مياه عام بنجاح', en: 'Public toilet complex deleted' },
  'toiletComplexes.missing': { ar: 'مجمع دورات مياه عام غير موجود', en: 'No such public toilet complex' },
  'toiletComplexes.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'toiletComplexes.campIdMissing': { ar: 'مخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
};
