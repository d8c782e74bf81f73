import type { Label } from '../../shared/label';

/** Messages every lifecycle may report. */
export const coreMessages = {
  'lifecycle.unallowed': { ar: 'إجراء غير مسموح!', en: 'Unallowed action!' },
  'lifecycle.forbidden': { ar: 'ليس لديك صلاحية لتنفيذ هذا الإجراء', en: 'You do not have permission to do this' },
  'lifecycle.stale': {
    ar: 'تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً',
    en: 'Someone else changed this record meanwhile; reload and try again',
  },
  'lifecycle.notFound': { ar: 'السجل غير موجود', en: 'The record was not found' },
} as const satisfies Record<string, Label>;
