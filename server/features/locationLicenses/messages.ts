/** The location licences area's API messages, in Arabic and English (with the form rules' own, shared with the screens). */
import type { Label } from '../../../shared/label';
import { licenseRuleMessages } from '../../../shared/rules/locationLicenses';

export const locationLicensesMessages: Record<string, Label> = {
  ...licenseRuleMessages,
  'locationLicenses.list': { ar: 'تم جلب رخص المواقع', en: 'Location licences retrieved' },
  'locationLicenses.created': { ar: 'تمت إضافة رخصة الموقع «{name}» بنجاح', en: 'Location licence “{name}” added' },
  'locationLicenses.updated': { ar: 'تم حفظ رخصة الموقع «{name}» بنجاح', en: 'Location licence “{name}” saved' },
  'locationLicenses.deleted': { ar: 'تم حذف رخصة الموقع بنجاح', en: 'Location licence deleted' },
  'locationLicenses.missing': { ar: 'رخصة الموقع غير موجودة', en: 'No such location licence' },
};
