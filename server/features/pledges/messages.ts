/** The pledges area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const pledgesMessages: Record<string, Label> = {
  'pledges.list': { ar: 'تم جلب التعهدات', en: 'Pledges retrieved' },
  'pledges.created': { ar: 'تمت إضافة تعهد بنجاح', en: 'Pledge created' },
  'pledges.updated': { ar: 'تم تعديل تعهد بنجاح', en: 'Pledge updated' },
  'pledges.deleted': { ar: 'تم حذف تعهد بنجاح', en: 'Pledge deleted' },
  'pledges.missing': { ar: 'تعهد غير موجود', en: 'No such pledge' },
  'pledges.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
