import type { Label } from '../../shared/label';

export const clearanceMessages = {
  'clearance.voteRequired': { ar: 'يرجى اختيار موافقة أو رفض', en: 'Please choose accept or reject' },
  'clearance.reasonRequired': { ar: 'يرجى كتابة سبب الرفض', en: 'Please give the reason for the rejection' },
  'clearance.alreadyAccepted': { ar: 'تمت الموافقة مسبقاً', en: 'Already accepted' },
  'clearance.alreadyRejected': { ar: 'تم الرفض مسبقاً', en: 'Already rejected' },
} as const satisfies Record<string, Label>;
