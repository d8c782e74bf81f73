import type { Label } from '../../shared/label';

export const tempLicenceOrderMessages = {
  'tempLicenceOrder.formFixed': { ar: 'نموذج الرخصة المؤقتة هو النموذج رقم 7', en: 'The temporary-licence form is form 7' },
  'tempLicenceOrder.krokyMissing': { ar: 'يجب رفع مستند الكروكي أولاً', en: 'Upload the kroky document first' },
} as const satisfies Record<string, Label>;
