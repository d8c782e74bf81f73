/** The audit log's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const auditLogMessages: Record<string, Label> = {
  'auditLog.list': { ar: 'تم جلب سجل التدقيق', en: 'Audit log retrieved' },
  'auditLog.missing': { ar: 'القيد غير موجود في سجل التدقيق', en: 'No such audit entry' },
  'auditLog.toBeforeFrom': { ar: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية', en: 'The end date may not be before the start date' },
  'auditLog.entityIdAlone': { ar: 'اختر الجدول مع رقم السجل', en: 'Choose the table along with the record number' },
  // the generic events features write (server/features/audit.ts); a lifecycle's events carry their machine's labels
  'auditLog.event.create': { ar: 'إضافة', en: 'Created' },
  'auditLog.event.update': { ar: 'تعديل', en: 'Updated' },
  'auditLog.event.delete': { ar: 'حذف', en: 'Deleted' },
  'auditLog.event.CREATE': { ar: 'إنشاء', en: 'Created' },
  'auditLog.event.UPDATE': { ar: 'تعديل', en: 'Updated' },
  'auditLog.event.DELETE': { ar: 'حذف', en: 'Deleted' },
};
