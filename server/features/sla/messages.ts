/** The SLA clocks' API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const slaMessages: Record<string, Label> = {
  'sla.targets': { ar: 'تم جلب المدد المستهدفة', en: 'Targets retrieved' },
  'sla.saved': { ar: 'تم حفظ المدة المستهدفة', en: 'The target was saved' },
  'sla.removed': { ar: 'أُزيلت المدة المستهدفة لهذه الحالة', en: 'The target of this status was removed' },
  'sla.workflow': { ar: 'دورة الحياة غير معروفة أو لا تقبل مدداً مستهدفة', en: 'Unknown lifecycle, or one that takes no targets' },
  'sla.status': { ar: 'الحالة غير معروفة في دورة الحياة هذه', en: 'This lifecycle has no such status' },
  'sla.closed': { ar: 'حالة منتهية لا تحتاج مدة مستهدفة', en: 'A closed status takes no target' },
  'sla.sweepQueued': { ar: 'سيُجرى الفحص خلال دقيقة', en: 'The check will run within a minute' },
};
