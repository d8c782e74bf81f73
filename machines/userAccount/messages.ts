import type { Label } from '../../shared/label';

export const userAccountMessages = {
  'userAccount.alreadyActive': { ar: 'المستخدم مفعل مسبقاً', en: 'already active' },
  'userAccount.alreadyRejected': { ar: 'المستخدم مرفوض مسبقاً', en: 'already rejected' },
  'userAccount.alreadyDisabled': { ar: 'الحساب معطل مسبقاً', en: 'The account is already disabled' },
} as const satisfies Record<string, Label>;
