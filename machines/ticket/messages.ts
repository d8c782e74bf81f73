import type { Label } from '../../shared/label';

export const ticketMessages = {
  'ticket.closed': { ar: 'تم إغلاق التذكرة، لا يمكن إضافة تعليقات أخرى', en: 'The ticket is closed; no further comments are allowed' },
  'ticket.alreadyClosed': { ar: 'التذكرة مغلقة مسبقاً', en: 'The ticket is already closed' },
  'ticket.contentRequired': { ar: 'نص التعليق مطلوب', en: 'Please write the comment' },
  'ticket.adminRequired': { ar: 'يرجى اختيار المشرف المحوّل إليه', en: 'Please choose the admin to forward to' },
} as const satisfies Record<string, Label>;
