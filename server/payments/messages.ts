/** The payment orders' API messages (SADAD orders and invoices), in Arabic and English. */
import type { Label } from '../../shared/label';
import { registerMessages } from '../i18n';

export const paymentMessages: Record<string, Label> = {
  'paymentOrders.unknownCompany': { ar: 'الشركة المختارة غير موجودة أو غير نشطة', en: 'The selected company does not exist or is not active' },
  'paymentOrders.form': { ar: 'تم جلب بيانات النموذج', en: 'Form data retrieved' },
  'paymentOrders.logs': { ar: 'تم جلب سجل التغييرات', en: 'Change log retrieved' },
  'paymentOrders.uploaded': { ar: 'تم رفع مرفق السداد بنجاح', en: 'Payment attachment uploaded' },
  'paymentOrders.approved': { ar: 'تم اعتماد السداد', en: 'Payment approved' },
  'paymentOrders.rejected': { ar: 'تم رفض السداد', en: 'Payment rejected' },
  'paymentOrders.cancelled': { ar: 'تم الإلغاء', en: 'Cancelled' },
  'sadadOrders.list': { ar: 'تم جلب أوامر السداد', en: 'SADAD orders retrieved' },
  'sadadOrders.created': { ar: 'تم إصدار أمر السداد بنجاح', en: 'SADAD order issued' },
  'sadadOrders.missing': { ar: 'أمر السداد غير موجود', en: 'No such SADAD order' },
  'invoices.list': { ar: 'تم جلب الفواتير', en: 'Invoices retrieved' },
  'invoices.created': { ar: 'تم إصدار الفاتورة بنجاح', en: 'Invoice issued' },
  'invoices.updated': { ar: 'تم تعديل الفاتورة بنجاح', en: 'Invoice updated' },
  'invoices.missing': { ar: 'الفاتورة غير موجودة', en: 'No such invoice' },
  'invoices.cancelledPdf': { ar: 'الفاتورة ملغاة ولا تُطبع', en: 'A cancelled invoice is not printed' },
};

registerMessages(paymentMessages);
