import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

/** What the registration and password-reset calls answer, and the reset e-mail. */
export const registrationMessages = {
  'registration.registered': {
    ar: 'تم استلام طلب التسجيل وهو بانتظار مراجعة الإدارة',
    en: 'Your registration was received and is waiting for the administration to review it',
  },
  'registration.formsLoaded': { ar: 'تم جلب نماذج التسجيل', en: 'Registration forms retrieved' },
  'registration.formsSaved': { ar: 'تم حفظ نماذج التسجيل', en: 'The registration forms were saved' },
  'registration.resubmitted': {
    ar: 'تمت إعادة إرسال النماذج وهي الآن قيد المراجعة',
    en: 'Your forms were resubmitted and are now under review',
  },
  'auth.resetRequested': {
    ar: 'إذا كان البريد الإلكتروني مسجلاً لدينا فستصله رسالة برابط إعادة تعيين كلمة المرور',
    en: 'If this e-mail belongs to an account, a link to reset the password has been sent to it',
  },
  'auth.resetThrottled': { ar: 'طلبات كثيرة لإعادة تعيين كلمة المرور، حاول مرة أخرى بعد دقيقة', en: 'Too many reset requests; try again in a minute' },
  'auth.resetTokenInvalid': { ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية', en: 'This reset link is invalid or has expired' },
  'auth.resetTokenValid': { ar: 'رابط إعادة التعيين صالح', en: 'The reset link is valid' },
  'auth.passwordReset': {
    ar: 'تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة',
    en: 'Your password was changed; sign in with the new password',
  },
  'mail.reset.subject': { ar: 'إعادة تعيين كلمة المرور - بوابة المشاعر', en: 'Reset your password - Mashaer portal' },
  'mail.reset.body': {
    ar: 'مرحباً {name}،\n\nطلبتَ إعادة تعيين كلمة المرور لحسابك في بوابة المشاعر. افتح الرابط التالي لتعيين كلمة مرور جديدة (صالح لمدة {minutes} دقيقة ولمرة واحدة):\n\n{link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك الحالية لم تتغير.',
    en: 'Hello {name},\n\nYou asked to reset the password of your Mashaer portal account. Open this link to set a new password (valid for {minutes} minutes, once):\n\n{link}\n\nIf you did not ask for this, ignore this message; your current password has not changed.',
  },
} as const satisfies Record<string, Label>;

registerMessages(registrationMessages);
