import type { Label } from '../../shared/label';

export const vehicleEntryPermitMessages = {
  'vehicleEntryPermit.alreadyApproved': { ar: 'التصريح معتمد مسبقاً', en: 'The permit is already approved' },
  'vehicleEntryPermit.alreadyRejected': { ar: 'الطلب مرفوض مسبقاً', en: 'The order is already rejected' },
} as const satisfies Record<string, Label>;
