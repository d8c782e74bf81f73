/** The plots area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const plotsMessages: Record<string, Label> = {
  'plots.list': { ar: 'تم جلب قطع الأراضي', en: 'Plots retrieved' },
  'plots.created': { ar: 'تمت إضافة قطعة أرض بنجاح', en: 'Plot created' },
  'plots.updated': { ar: 'تم تعديل قطعة أرض بنجاح', en: 'Plot updated' },
  'plots.deleted': { ar: 'تم حذف قطعة أرض بنجاح', en: 'Plot deleted' },
  'plots.missing': { ar: 'قطعة الأرض غير موجودة', en: 'No such plot' },
  'plots.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'plots.campIdMissing': { ar: 'مخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
};
