/** The questions area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const questionsMessages: Record<string, Label> = {
  'questions.list': { ar: 'تم جلب الأسئلة', en: 'Questions retrieved' },
  'questions.created': { ar: 'تمت إضافة سؤال بنجاح', en: 'Question created' },
  'questions.updated': { ar: 'تم تعديل سؤال بنجاح', en: 'Question updated' },
  'questions.deleted': { ar: 'تم حذف سؤال بنجاح', en: 'Question deleted' },
  'questions.missing': { ar: 'سؤال غير موجود', en: 'No such question' },
  'questions.transitioned': { ar: 'تم تنفيذ الإجراء بنجاح', en: 'Done' },
};
