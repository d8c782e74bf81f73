import type { Label } from '../../shared/label';

export const assignmentMessages = {
  'assignment.appointmentRequired': { ar: 'يرجى تحديد موعد التسليم', en: 'Please choose the appointment date' },
  'assignment.formRequired': { ar: 'يجب اختيار النموذج', en: 'A form choice is required' },
  'assignment.absenceAppointmentRequired': { ar: 'يرجى تحديد الموعد الذي تغيبت عنه الشركة', en: 'Please choose the missed appointment' },
  'assignment.absenceCompanyRequired': { ar: 'يرجى تحديد الشركة المتغيبة', en: 'Please choose the absent company' },
  'assignment.receiverRequired': { ar: 'يرجى اختيار الشركة المستلمة', en: 'Please choose the receiving company' },
  'assignment.sameReceiver': { ar: 'يجب اختيار شركة غير الشركة الحالية', en: 'Choose a company other than the current receiver' },
} as const satisfies Record<string, Label>;
