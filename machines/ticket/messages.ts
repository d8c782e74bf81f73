import type { Label } from '../../shared/label';

export const ticketMessages = {
  'ticket.closed': { ar: 'تم إغلاق التذكرة، لا يمكن إضافة تعليقات أخرى', en: 'The ticket is closed; no further comments are allowed' },
  'ticket.alreadyClosed': { ar: 'التذكرة مغلقة مسبقاً', en: 'The ticket is already closed' },
  'ticket.contentRequired': { ar: 'نص التعليق مطلوب', en: 'Please write the comment' },
  'ticket.groupRequired': { ar: 'يرجى اختيار مجموعة المشرفين المحوّل إليها', en: 'Please choose the admin group to forward to' },
  'ticket.sameGroup': { ar: 'التذكرة لدى هذه المجموعة، اختر مجموعة أخرى', en: 'The ticket is with this group already; choose another group' },
} as const satisfies Record<string, Label>;
