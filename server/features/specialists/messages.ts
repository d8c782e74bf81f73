/** The specialists area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const specialistsMessages: Record<string, Label> = {
  'specialists.list': { ar: 'تم جلب التخصصات', en: 'Specialists retrieved' },
  'specialists.created': { ar: 'تمت إضافة تخصص بنجاح', en: 'Specialist created' },
  'specialists.updated': { ar: 'تم تعديل تخصص بنجاح', en: 'Specialist updated' },
  'specialists.deleted': { ar: 'تم حذف تخصص بنجاح', en: 'Specialist deleted' },
  'specialists.missing': { ar: 'تخصص غير موجود', en: 'No such specialist' },
  'specialists.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'specialists.catIdMissing': { ar: 'التصنيف: الخيار المحدد غير موجود', en: 'The selected category does not exist' },
};
