import type { Label } from '../../shared/label';

export const paymentOrderMessages = {
  'paymentOrder.alreadyDecided': { ar: 'تم البت في هذا الطلب مسبقاً', en: 'This order has already been decided' },
  // the payment forms' rules (shared/rules/sadadOrders.ts): here rather than in the shared catalogue, which the
  // sign-in page loads, so they come with the screens that use them
  'validation.amount': { ar: 'أدخل مبلغاً بالريال أكبر من صفر وبخانتين عشريتين على الأكثر', en: 'Enter an amount in riyals above zero with at most two decimals' },
  'validation.quantity': { ar: 'الكمية عدد صحيح من 1 إلى 100000', en: 'The quantity is a whole number from 1 to 100000' },
  'validation.invoice.lines': { ar: 'أضف بنداً واحداً على الأقل (50 بنداً على الأكثر)', en: 'Add at least one line (50 at most)' },
} as const satisfies Record<string, Label>;
