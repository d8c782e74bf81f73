import type { Label } from '../../shared/label';

export const handoverSignatureMessages = {
  'handoverSignature.alreadySigned': { ar: 'تم التوقيع مسبقاً', en: 'Already signed' },
} as const satisfies Record<string, Label>;
