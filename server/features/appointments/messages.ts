/** The appointments area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const appointmentsMessages: Record<string, Label> = {
  'appointments.list': { ar: 'تم جلب المواعيد', en: 'Appointments retrieved' },
  'appointments.created': { ar: 'تم حجز الموعد بنجاح', en: 'Appointment booked' },
  'appointments.updated': { ar: 'تمت إعادة جدولة الموعد', en: 'Appointment re-scheduled' },
  'appointments.approved': { ar: 'تم تأكيد الموعد', en: 'Appointment approved' },
  'appointments.rejected': { ar: 'تم رفض الموعد', en: 'Appointment rejected' },
  'appointments.deleted': { ar: 'تم حذف الموعد', en: 'Appointment deleted' },
  'appointments.missing': { ar: 'الموعد غير موجود', en: 'No such appointment' },
  'appointments.assignCampIdMissing': { ar: 'التخصيص المحدد غير موجود', en: 'The selected assignment does not exist' },
  'appointments.past': { ar: 'لا يمكن حجز موعد في وقت مضى', en: 'An appointment cannot be booked in the past' },
  'appointments.slotTaken': { ar: 'هذا الوقت محجوز مسبقاً في هذا المربع', en: 'This time is already booked in this square' },
  'appointments.approvedNoDelete': {
    ar: 'أكدت الشركة هذا الموعد فلا يمكن حذفه؛ يمكن إعادة جدولته أو تسجيل غياب بعد فواته',
    en: 'The company approved this appointment, so it cannot be deleted; re-schedule it, or record an absence once it has passed',
  },
};
