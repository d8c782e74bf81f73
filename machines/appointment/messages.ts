import type { Label } from '../../shared/label';

export const appointmentMessages = {
  'appointment.dateRequired': { ar: 'يرجى تحديد موعد جديد', en: 'Please choose the new appointment date' },
  'appointment.sameDate': { ar: 'الموعد الجديد مطابق للموعد الحالي', en: 'The new date is the same as the current one' },
  'appointment.alreadyApproved': { ar: 'الموعد مؤكد مسبقاً', en: 'The appointment is already approved' },
  'appointment.missed': { ar: 'تغيبت الشركة عن هذا الموعد؛ يرجى حجز موعد جديد للتخصيص', en: 'This appointment was missed; book a new appointment for the assignment' },
  'appointment.alreadyRejected': { ar: 'الموعد مرفوض مسبقاً', en: 'The appointment is already rejected' },
  'appointment.approvedNoReject': { ar: 'أكدت الشركة هذا الموعد؛ لتغييره يرجى إعادة جدولته', en: 'The company approved this date; re-schedule it to change it' },
  'appointment.rejectedNoApprove': { ar: 'رفضت الشركة هذا الموعد؛ يرجى إعادة جدولته أولاً', en: 'The company rejected this date; re-schedule it first' },
} as const satisfies Record<string, Label>;
