import type { Label } from '../../shared/label';

export const sharerSignatureMessages = {
  'sharerSignature.alreadySigned': { ar: 'تم التوقيع على الطلب مسبقاً', en: 'You have already signed this order' },
  'sharerSignature.notSigned': { ar: 'لم يتم التوقيع على الطلب بعد', en: 'You have not signed this order' },
  'sharerSignature.orderSent': { ar: 'أُرسل الطلب؛ لا يمكن تغيير التوقيعات بعد الآن', en: 'The order has been sent; its signatures can no longer change' },
} as const satisfies Record<string, Label>;
