import type { Label } from '../../shared/label';

export const achievementReportMessages = {
  'achievementReport.alreadyDecided': { ar: 'تم البت في هذا التقرير مسبقاً', en: 'This report has already been decided' },
  'achievementReport.old': { ar: 'هذا التقرير قديم؛ حل محله تقرير أحدث', en: 'This report is old; a newer report replaced it' },
} as const satisfies Record<string, Label>;
