import type { Label } from '../../shared/label';

export const paymentOrderMessages = {
  'paymentOrder.alreadyDecided': { ar: 'تم البت في هذا الطلب مسبقاً', en: 'This order has already been decided' },
} as const satisfies Record<string, Label>;
