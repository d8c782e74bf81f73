/** The camps area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { campRuleMessages } from '../../../shared/rules/camps';

export const campsMessages: Record<string, Label> = {
  ...campRuleMessages,
  'camps.list': { ar: 'تم جلب المخيمات', en: 'Camps retrieved' },
  'camps.created': { ar: 'تمت إضافة المخيم بنجاح', en: 'Camp created' },
  'camps.updated': { ar: 'تم تعديل المخيم بنجاح', en: 'Camp updated' },
  'camps.deleted': { ar: 'تم حذف المخيم بنجاح', en: 'Camp deleted' },
  'camps.missing': { ar: 'المخيم غير موجود', en: 'No such camp' },
  'camps.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'camps.squareIdMissing': { ar: 'المربع: الخيار المحدد غير موجود', en: 'The selected square does not exist' },
};
