/** The absence history area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const absenceHistoryMessages: Record<string, Label> = {
  'absenceHistory.list': { ar: 'تم جلب سجل الغياب', en: 'Absence history retrieved' },
  'absenceHistory.created': { ar: 'تم تسجيل غياب الشركة؛ التخصيص بانتظار موعد جديد', en: 'Absence recorded; the assignment awaits a new appointment' },
  'absenceHistory.appointmentRequired': { ar: 'يرجى تحديد الموعد الذي تغيبت عنه الشركة', en: 'Please choose the missed appointment' },
  'absenceHistory.companyRequired': { ar: 'يرجى تحديد الشركة المتغيبة', en: 'Please choose the absent company' },
  'absenceHistory.appointmentMissing': { ar: 'الموعد المحدد غير موجود', en: 'The selected appointment does not exist' },
  'absenceHistory.notApproved': { ar: 'لا يسجل الغياب إلا على موعد أكدته الشركة', en: 'An absence is recorded only for an appointment the company approved' },
  'absenceHistory.notYet': { ar: 'لم يحن وقت الموعد بعد', en: 'The appointment has not come yet' },
  'absenceHistory.alreadyRecorded': { ar: 'سُجل الغياب عن هذا الموعد مسبقاً', en: 'An absence was already recorded for this appointment' },
  'absenceHistory.notReceiver': { ar: 'الشركة المتغيبة يجب أن تكون الشركة المستلمة للمخيم', en: 'The absent company must be the camp’s receiving company' },
};
