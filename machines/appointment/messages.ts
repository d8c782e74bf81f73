import type { Label } from '../../shared/label';

export const appointmentMessages = {
  'appointment.dateRequired': { ar: 'يرجى تحديد موعد جديد', en: 'Please choose the new appointment date' },
  'appointment.sameDate': { ar: 'الموعد الجديد مطابق للموعد الحالي', en: 'The new date is the same as the current one' },
  'appointment.alreadyApproved': { ar: 'الموعد مؤكد مسبقاً', en: 'The appointment is already approved' },
  'appointment.alreadyRejected': { ar: 'الموعد مرفوض مسبقاً', en: 'The appointment is already rejected' },
} as const satisfies Record<string, Label>;
