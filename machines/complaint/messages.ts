import type { Label } from '../../shared/label';

export const complaintMessages = {
  'complaint.resolutionRequired': { ar: 'يرجى كتابة ما تم لمعالجة الشكوى', en: 'Please write how the complaint was resolved' },
  'complaint.reasonRequired': { ar: 'يرجى كتابة سبب رفض الشكوى', en: 'Please write why the complaint is rejected' },
  'complaint.offSite': { ar: 'النقطة خارج حدود الموقع؛ اختر نقطة على المخطط', en: 'The point is outside the site; pick a point on the plan' },
  'complaint.noteTooLong': { ar: 'النص أطول من المسموح', en: 'The text is too long' },
} as const satisfies Record<string, Label>;
