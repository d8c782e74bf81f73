/** The location pledges area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const locationPledgesMessages: Record<string, Label> = {
  'locationPledges.list': { ar: 'تم جلب تعهدات المواقع', en: 'Location pledges retrieved' },
  'locationPledges.created': { ar: 'تمت إضافة تعهد الموقع بنجاح', en: 'Location pledge created' },
  'locationPledges.updated': { ar: 'تم تعديل تعهد الموقع بنجاح', en: 'Location pledge updated' },
  'locationPledges.deleted': { ar: 'تم حذف تعهد الموقع بنجاح', en: 'Location pledge deleted' },
  'locationPledges.missing': { ar: 'تعهد الموقع غير موجود', en: 'No such location pledge' },
  'locationPledges.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
