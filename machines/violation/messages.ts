import type { Label } from '../../shared/label';

export const violationMessages = {
  'violation.bodyRequired': { ar: 'نص المخالفة مطلوب', en: 'The violation needs a body' },
  'violation.imagesRequired': { ar: 'يجب إرفاق صورة واحدة على الأقل', en: 'The violation needs at least one image' },
  'violation.headerLogoRequired': { ar: 'شعار الترويسة مطلوب', en: 'The header logo is required' },
  'violation.footerLogoRequired': { ar: 'شعار التذييل مطلوب', en: 'The footer logo is required' },
} as const satisfies Record<string, Label>;
