import type { Label } from '../../shared/label';

export const dbArchiveMessages = {
  'dbArchive.alreadyActive': { ar: 'الأرشيف مفعل مسبقاً', en: 'already active' },
  'dbArchive.notActive': { ar: 'الأرشيف غير مفعل', en: 'The archive is not active' },
} as const satisfies Record<string, Label>;
