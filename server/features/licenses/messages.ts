/** The licenses area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const licensesMessages: Record<string, Label> = {
  'licenses.list': { ar: 'تم جلب الرخص', en: 'Licences retrieved' },
  'licenses.created': { ar: 'تمت إضافة رخصة بنجاح', en: 'Licence created' },
  'licenses.updated': { ar: 'تم تعديل رخصة بنجاح', en: 'Licence updated' },
  'licenses.deleted': { ar: 'تم حذف رخصة بنجاح', en: 'Licence deleted' },
  'licenses.missing': { ar: 'رخصة غير موجود', en: 'No such licence' },
  'licenses.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
