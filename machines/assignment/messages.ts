import type { Label } from '../../shared/label';

export const assignmentMessages = {
  'assignment.appointmentRequired': { ar: 'يرجى تحديد موعد التسليم', en: 'Please choose the appointment date' },
  'assignment.formRequired': { ar: 'يجب اختيار النموذج', en: 'A form choice is required' },
  'assignment.absenceAppointmentRequired': { ar: 'يرجى تحديد الموعد الذي تغيبت عنه الشركة', en: 'Please choose the missed appointment' },
  'assignment.absenceCompanyRequired': { ar: 'يرجى تحديد الشركة المتغيبة', en: 'Please choose the absent company' },
  'assignment.absenceNotReceiver': { ar: 'الشركة المتغيبة يجب أن تكون الشركة المستلمة للمخيم', en: 'The absent company must be the camp’s receiving company' },
  'assignment.receiverRequired': { ar: 'يرجى اختيار الشركة المستلمة', en: 'Please choose the receiving company' },
  'assignment.sameReceiver': { ar: 'يجب اختيار شركة غير الشركة الحالية', en: 'Choose a company other than the current receiver' },
  'assignment.noAppointment': { ar: 'لم يحدد موعد التسليم لهذا التخصيص بعد', en: 'No handover appointment is set for this assignment yet' },
  'assignment.hasAppointment': { ar: 'للتخصيص موعد تسليم قائم؛ يمكن إعادة جدولته', en: 'The assignment already has a handover appointment; re-schedule it instead' },
  'assignment.formNotAnswered': { ar: 'لم يُعبأ نموذج التسليم بعد', en: 'The handover form is not answered yet' },
  'assignment.formAnswered': { ar: 'عُبئ نموذج التسليم مسبقاً؛ يمكن تعديل الإجابات', en: 'The handover form is already answered; edit the answers instead' },
  'assignment.handoverStarted': { ar: 'بدأ التسليم: عُبئ النموذج وينتظر التوقيع', en: 'The handover has started: the form is answered and awaits its signers' },
  'assignment.notReturned': { ar: 'لا تعاد إلا المخيمات المرتجعة لشركة أخرى', en: 'Only a returned camp can be re-customised to another company' },
  'assignment.alreadyDelivered': { ar: 'استُلم المخيم مسبقاً', en: 'The camp is already received' },
  'assignment.returned': { ar: 'أعيد المخيم؛ يرجى إعادة تخصيصه لشركة أخرى أولاً', en: 'The camp was returned; re-customise it to another company first' },
  'assignment.alreadyReturned': { ar: 'المخيم مرتجع مسبقاً', en: 'The camp is already returned' },
} as const satisfies Record<string, Label>;
