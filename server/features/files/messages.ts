import type { Label } from '../../../shared/label';
import { registerMessages } from '../../i18n';

export const filesMessages = {
  'files.missing': { ar: 'الملف غير موجود', en: 'The file was not found' },
} as const satisfies Record<string, Label>;

registerMessages(filesMessages);
