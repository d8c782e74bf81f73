import type { Label } from '../../shared/label';

export const cancelRequestMessages = {
  'cancelRequest.alreadyDecided': { ar: 'تم البت في هذا الطلب مسبقاً', en: 'This request has already been decided' },
} as const satisfies Record<string, Label>;
