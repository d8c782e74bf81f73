/** The guides area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { locationGuideRuleMessages } from '../../../shared/rules/locationGuides';

export const locationGuidesMessages: Record<string, Label> = {
  'locationGuides.list': { ar: 'تم جلب أدلة المواقع الهندسية', en: 'Location engineering guides retrieved' },
  'locationGuides.created': { ar: 'تمت إضافة دليل الموقع الهندسي بنجاح', en: 'Location engineering guide created' },
  'locationGuides.updated': { ar: 'تم تعديل دليل الموقع الهندسي بنجاح', en: 'Location engineering guide updated' },
  'locationGuides.deleted': { ar: 'تم حذف دليل الموقع الهندسي بنجاح', en: 'Location engineering guide deleted' },
  'locationGuides.missing': { ar: 'دليل الموقع الهندسي غير موجود', en: 'No such location engineering guide' },
  ...locationGuideRuleMessages,
};
