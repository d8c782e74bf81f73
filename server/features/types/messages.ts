/** The user types area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const typesMessages: Record<string, Label> = {
  'types.list': { ar: 'تم جلب أنواع المستخدمين', en: 'User types retrieved' },
  'types.updated': { ar: 'تم تعديل نوع المستخدم بنجاح', en: 'User type updated' },
  'types.missing': { ar: 'نوع المستخدم غير موجود', en: 'No such user type' },
};
