/** The washrooms area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const washroomsMessages: Record<string, Label> = {
  'washrooms.list': { ar: 'تم جلب دورات المياه', en: 'Washrooms retrieved' },
  'washrooms.created': { ar: 'تمت إضافة دورة مياه بنجاح', en: 'Washroom created' },
  'washrooms.updated': { ar: 'تم تعديل دورة مياه بنجاح', en: 'Washroom updated' },
  'washrooms.deleted': { ar: 'تم حذف دورة مياه بنجاح', en: 'Washroom deleted' },
  'washrooms.missing': { ar: 'دورة المياه غير موجودة', en: 'No such washroom' },
  'washrooms.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'washrooms.campIdMissing': { ar: 'مخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
};
