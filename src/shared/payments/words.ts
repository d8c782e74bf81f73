/** The payment screens' shared words (SADAD orders and invoices), in both languages. */
import type { Label } from '../../../shared/label';

export const PAYMENT_WORDS = {
  cancel: { ar: 'إلغاء', en: 'Cancel' },
  rejectTitle: { ar: 'رفض إثبات السداد', en: 'Reject the proof of payment' },
  rejectSubmit: { ar: 'رفض', en: 'Reject' },
  rejectionReason: { ar: 'سبب الرفض', en: 'Reason for rejection' },
  uploadTitle: { ar: 'رفع مرفق السداد', en: 'Upload the proof of payment' },
  uploadHint: { ar: 'إيصال السداد من البنك: ملف PDF أو صورة، 2 ميجابايت على الأكثر.', en: 'The bank’s payment receipt: a PDF or an image, 2 MB at most.' },
  uploadSubmit: { ar: 'رفع', en: 'Upload' },
  attachment: { ar: 'مرفق السداد', en: 'Payment attachment' },
  log: { ar: 'سجل التغييرات', en: 'Change log' },
  logEmpty: { ar: 'لا توجد تغييرات بعد', en: 'No changes yet' },
  logFailed: { ar: 'تعذر تحميل السجل', en: 'The log could not be loaded' },
  event: { ar: 'الإجراء', en: 'Action' },
  from: { ar: 'الحالة السابقة', en: 'Old status' },
  to: { ar: 'الحالة الجديدة', en: 'New status' },
  by: { ar: 'بواسطة', en: 'By' },
  at: { ar: 'التاريخ', en: 'When' },
  note: { ar: 'ملاحظة', en: 'Note' },
  none: { ar: '—', en: '—' },
  actions: { ar: 'الإجراءات', en: 'Actions' },
} satisfies Record<string, Label>;
