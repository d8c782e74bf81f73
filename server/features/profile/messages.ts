import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

/** Messages only the profile API sends. */
export const profileMessages = {
  'profile.updated': { ar: 'تم تحديث بياناتك', en: 'Your details were updated' },
  'profile.passwordChanged': { ar: 'تم تغيير كلمة المرور، وتم تسجيل خروج جلساتك الأخرى', en: 'Your password was changed and your other sessions were signed out' },
  'profile.passwordWrong': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is not correct' },
  'profile.imagesSaved': { ar: 'تم حفظ الصورة', en: 'The image was saved' },
  'profile.imageRequired': { ar: 'اختر صورة التوقيع أو الختم', en: 'Choose a signature or a stamp image' },
  'profile.imageType': { ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP', en: 'The image must be a PNG, JPEG or WebP file' },
  'profile.preferencesSaved': { ar: 'تم حفظ إعدادات المظهر', en: 'Your theme choices were saved' },
} as const satisfies Record<string, Label>;

registerMessages(profileMessages);
