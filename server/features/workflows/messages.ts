/** The workflow views' API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const workflowsMessages: Record<string, Label> = {
  'workflows.list': { ar: 'تم جلب دورات الحياة', en: 'Lifecycles retrieved' },
  'workflows.heatmap': { ar: 'تم جلب الخريطة الحرارية', en: 'Heat map retrieved' },
  'workflows.history': { ar: 'تم جلب سجل الحالات', en: 'Status history retrieved' },
  'workflows.noSquare': { ar: 'سجلات دورة الحياة هذه لا ترتبط بمربع', en: 'This workflow has no square' },
  'workflows.noCompany': { ar: 'سجلات دورة الحياة هذه لا ترتبط بشركة', en: 'This workflow has no company' },
  'workflows.company': { ar: 'الشركة المختارة غير موجودة', en: 'There is no such company' },
};
