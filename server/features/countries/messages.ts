/** The countries area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { countryRuleMessages } from '../../../shared/rules/countries';

export const countriesMessages: Record<string, Label> = {
  ...countryRuleMessages,
  'countries.list': { ar: 'تم جلب الدول', en: 'Countries retrieved' },
  'countries.created': { ar: 'تمت إضافة الدولة بنجاح', en: 'Country created' },
  'countries.updated': { ar: 'تم تعديل الدولة بنجاح', en: 'Country updated' },
  'countries.deleted': { ar: 'تم حذف الدولة بنجاح', en: 'Country deleted' },
  'countries.missing': { ar: 'الدولة غير موجودة', en: 'No such country' },
};
