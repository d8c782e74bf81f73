/** The readiness licences area's API messages, in Arabic and English (the machine's refusals are in machines/readinessLicence/messages.ts). */
import type { Label } from '../../../shared/label';

export const readinessLicenceAreaMessages: Record<string, Label> = {
  'readinessLicence.list': { ar: 'تم جلب رخص الجاهزية', en: 'Readiness licences retrieved' },
  'readinessLicence.created': { ar: 'تم تقديم طلب رخصة الجاهزية', en: 'Readiness licence requested' },
  'readinessLicence.answered': { ar: 'تم إرسال الإجابات', en: 'Answers sent' },
  'readinessLicence.answersUpdated': { ar: 'تم تحديث الإجابات', en: 'Answers updated' },
  'readinessLicence.approved': { ar: 'تم اعتماد رخصة الجاهزية', en: 'Readiness licence approved' },
  'readinessLicence.disapproved': { ar: 'تم عدم اعتماد رخصة الجاهزية', en: 'Readiness licence disapproved' },
  'readinessLicence.rejected': { ar: 'تم رفض رخصة الجاهزية نهائياً', en: 'Readiness licence rejected' },
  'readinessLicence.krokyUpdated': { ar: 'تم تحديث الكروكي', en: 'Kroky updated' },
  'readinessLicence.cancelled': { ar: 'تم إلغاء طلب رخصة الجاهزية', en: 'Readiness licence request cancelled' },
  'readinessLicence.settings': { ar: 'إعدادات رخص الجاهزية', en: 'Readiness settings' },
  'readinessLicence.settingsUpdated': { ar: 'تم تحديث إعدادات رخص الجاهزية', en: 'Readiness settings updated' },
  'readinessLicence.campTaken': { ar: 'يوجد طلب رخصة جاهزية مفتوح لهذا المخيم', en: 'This camp already has an open readiness licence request' },
  'readinessLicence.noForm': { ar: 'لا يوجد نموذج رخصة جاهزية', en: 'There is no readiness licence form' },
  'readinessLicence.validityNotOffered': { ar: 'مدة الصلاحية غير متاحة', en: 'This validity period is not offered' },
  'readinessLicence.periodsInvalid': { ar: 'مدد الصلاحية أيام من 1 إلى 366 دون تكرار', en: 'Validity periods are days from 1 to 366, without repeats' },
};
