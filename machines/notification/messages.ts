import type { Label } from '../../shared/label';

export const notificationMessages = {
  'notification.alreadySeen': { ar: 'تمت قراءة الإشعار مسبقاً', en: 'The notification is already seen' },
} as const satisfies Record<string, Label>;
