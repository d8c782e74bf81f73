/** The services area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { serviceRuleMessages } from '../../../shared/rules/services';

export const servicesMessages: Record<string, Label> = {
  ...serviceRuleMessages,
  'services.list': { ar: 'تم جلب الخدمات', en: 'Services retrieved' },
  'services.created': { ar: 'تمت إضافة الخدمة بنجاح', en: 'Service created' },
  'services.updated': { ar: 'تم تعديل الخدمة بنجاح', en: 'Service updated' },
  'services.deleted': { ar: 'تم حذف الخدمة بنجاح', en: 'Service deleted' },
  'services.missing': { ar: 'الخدمة غير موجودة', en: 'No such service' },
  'services.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'services.specialistIdMissing': { ar: 'التخصص المحدد غير موجود', en: 'The selected specialty does not exist' },
};
