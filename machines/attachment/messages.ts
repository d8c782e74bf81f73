import type { Label } from '../../shared/label';

export const attachmentMessages = {
  'attachment.cannotCancel': { ar: 'لا يمكنك طلب إلغاء المرفق', en: "You can't request cancellation of the attachment." },
} as const satisfies Record<string, Label>;
