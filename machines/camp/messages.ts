import type { Label } from '../../shared/label';

export const campMessages = {
  'camp.alreadyReady': { ar: 'المخيم جاهز مسبقاً', en: 'The camp is already ready' },
  'camp.alreadyNotReady': { ar: 'المخيم غير جاهز مسبقاً', en: 'The camp is already not ready' },
} as const satisfies Record<string, Label>;
