/** The guides area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { guideRuleMessages } from '../../../shared/rules/guides';

export const guidesMessages: Record<string, Label> = {
  'guides.list': { ar: 'تم جلب مكاتب الأدلة الهندسية', en: 'Engineering guide offices retrieved' },
  'guides.created': { ar: 'تمت إضافة الدليل الهندسي بنجاح', en: 'Engineering guide created' },
  'guides.updated': { ar: 'تم تعديل الدليل الهندسي بنجاح', en: 'Engineering guide updated' },
  'guides.deleted': { ar: 'تم حذف الدليل الهندسي بنجاح', en: 'Engineering guide deleted' },
  'guides.missing': { ar: 'الدليل الهندسي غير موجود', en: 'No such engineering guide' },
  ...guideRuleMessages,
};
