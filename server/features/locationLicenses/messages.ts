/** The locationLicenses area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationLicensesMessages: Record<string, Label> = {
  'locationLicenses.list': { ar: 'تم جلب رخص المواقع', en: 'Location licences retrieved' },
  'locationLicenses.created': { ar: 'تمت إضافة رخصة موقع بنجاح', en: 'Location licence created' },
  'locationLicenses.updated': { ar: 'تم تعديل رخصة موقع بنجاح', en: 'Location licence updated' },
  'locationLicenses.deleted': { ar: 'تم حذف رخصة موقع بنجاح', en: 'Location licence deleted' },
  'locationLicenses.missing': { ar: 'رخصة موقع غير موجود', en: 'No such location licence' },
  'locationLicenses.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
