import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

/** Messages only the re-assign form API sends. */
export const reassignFormMessages = {
  'reassignForm.unknownType': { ar: 'نوع الحساب غير موجود', en: 'There is no such account type' },
} as const satisfies Record<string, Label>;

registerMessages(reassignFormMessages);
