/** The assign area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const assignMessages: Record<string, Label> = {
  'assign.list': { ar: 'تم جلب تخصيص المخيمات', en: 'Camp assignments retrieved' },
  'assign.created': { ar: 'تم تخصيص المخيم بنجاح', en: 'The camp was assigned' },
  'assign.updated': { ar: 'تم تعديل التخصيص بنجاح', en: 'Assignment updated' },
  'assign.returned': { ar: 'تم إرجاع المخيم', en: 'The camp was returned' },
  'assign.reCustomized': { ar: 'تمت إعادة تخصيص المخيم لشركة أخرى', en: 'The camp was re-assigned to another company' },
  'assign.missing': { ar: 'التخصيص غير موجود', en: 'No such assignment' },
  'assign.campIdMissing': { ar: 'المخيم: الخيار المحدد غير موجود', en: 'The selected camp does not exist' },
  'assign.squareIdMissing': { ar: 'المربع: الخيار المحدد غير موجود', en: 'The selected square does not exist' },
  'assign.countryIdMissing': { ar: 'الدولة: الخيار المحدد غير موجود', en: 'The selected country does not exist' },
  'assign.campNotInSquare': { ar: 'المخيم المحدد لا يقع في المربع المحدد', en: 'The selected camp is not in the selected square' },
  'assign.receiverNotCompany': {
    ar: 'الشركة المستلمة يجب أن تكون حساب شركة مفعّلاً (مقدم خدمة أو شركة رافة)',
    en: 'The receiving company must be an active company account (service provider or raft company)',
  },
  'assign.campTaken': {
    ar: 'هذا المخيم مخصص حالياً لشركة؛ لا يمكن تخصيصه مرة أخرى قبل إرجاعه',
    en: 'This camp is already assigned to a company; it cannot be assigned again until it is returned',
  },
  'assign.notEditable': {
    ar: 'لا يمكن تعديل التخصيص بعد حجز موعد التسليم؛ تتم خطواته التالية من الموعد والتسليم',
    en: 'An assignment cannot be changed once its handover appointment is booked; its next steps go through the appointment and the handover',
  },
  'assign.contract.unsigned': { ar: 'غير موقّع', en: 'Unsigned' },
  'assign.contract.signed': { ar: 'موقّع', en: 'Signed' },
};
