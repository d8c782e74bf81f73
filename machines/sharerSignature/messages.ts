import type { Label } from '../../shared/label';

export const sharerSignatureMessages = {
  'sharerSignature.alreadySigned': { ar: 'تم التوقيع على الطلب مسبقاً', en: 'You have already signed this order' },
  'sharerSignature.notSigned': { ar: 'لم يتم التوقيع على الطلب بعد', en: 'You have not signed this order' },
  'sharerSignature.orderSent': { ar: 'الطلب ليس في مرحلة توقيع الشركاء؛ لا يمكن تغيير التوقيعات الآن', en: "The order is not awaiting sharers' signatures; its signatures cannot change now" },
} as const satisfies Record<string, Label>;
