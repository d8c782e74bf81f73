/** The questionnaires area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const questionnairesMessages: Record<string, Label> = {
  'questionnaires.list': { ar: 'تم جلب الاستبيانات', en: 'Questionnaires retrieved' },
  'questionnaires.created': { ar: 'تمت إضافة الاستبيان بنجاح', en: 'Questionnaire created' },
  'questionnaires.updated': { ar: 'تم تعديل الاستبيان بنجاح', en: 'Questionnaire updated' },
  'questionnaires.deleted': { ar: 'تم حذف الاستبيان بنجاح', en: 'Questionnaire deleted' },
  'questionnaires.missing': { ar: 'الاستبيان غير موجود', en: 'No such questionnaire' },
  'questionnaires.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
  'questionnaires.notDraft': { ar: 'لا يُحذف إلا الاستبيان الذي لم يُنشر بعد', en: 'Only a questionnaire not yet published can be deleted' },
  'questionnaires.closed': { ar: 'أُغلق الاستبيان ولم يعد يستقبل إجابات', en: 'The questionnaire is closed and takes no more answers' },
  'questionnaires.answered': { ar: 'تم إرسال إجاباتك، شكراً لك', en: 'Your answers were sent, thank you' },
  'questionnaires.results': { ar: 'نتائج الاستبيان', en: 'Questionnaire results' },
};
