/** The licenses area's API messages, in Arabic and English (with the form rules' own, shared with the screens). */
import type { Label } from '../../../shared/label';
import { licenseRuleMessages } from '../../../shared/rules/licenses';

export const licensesMessages: Record<string, Label> = {
  ...licenseRuleMessages,
  'licenses.list': { ar: 'تم جلب الرخص', en: 'Licences retrieved' },
  'licenses.created': { ar: 'تمت إضافة الرخصة «{name}» بنجاح', en: 'Licence “{name}” added' },
  'licenses.updated': { ar: 'تم حفظ الرخصة «{name}» بنجاح', en: 'Licence “{name}” saved' },
  'licenses.deleted': { ar: 'تم حذف الرخصة بنجاح', en: 'Licence deleted' },
  'licenses.missing': { ar: 'الرخصة غير موجودة', en: 'No such licence' },
};
