/** The services area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const servicesMessages: Record<string, Label> = {
  'services.list': { ar: 'تم جلب الخدمات', en: 'Services retrieved' },
  'services.created': { ar: 'تمت إضافة خدمة بنجاح', en: 'Service created' },
  'services.updated': { ar: 'تم تعديل خدمة بنجاح', en: 'Service updated' },
  'services.deleted': { ar: 'تم حذف خدمة بنجاح', en: 'Service deleted' },
  'services.missing': { ar: 'خدمة غير موجود', en: 'No such service' },
  'services.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'services.specialistIdMissing': { ar: 'تخصص: الخيار المحدد غير موجود', en: 'The selected specialist does not exist' },
};
