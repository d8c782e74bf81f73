import type { Label } from '../../shared/label';

export const carLicenceOrderMessages = {
  'carLicenceOrder.rejectedLocked': { ar: 'لا يمكنك عرض أو تعديل طلب ترخيص مرفوض', en: "You can't view or update a rejected licence request" },
  'carLicenceOrder.alreadyApproved': { ar: 'الطلب معتمد مسبقاً', en: 'The request is already approved' },
  'carLicenceOrder.alreadyCancelled': { ar: 'الطلب ملغي مسبقاً', en: 'The request is already cancelled' },
} as const satisfies Record<string, Label>;
