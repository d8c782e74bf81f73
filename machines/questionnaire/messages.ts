import type { Label } from '../../shared/label';

export const questionnaireMessages = {
  'questionnaire.titleRequired': { ar: 'عنوان الاستبيان مطلوب', en: 'The questionnaire needs a title' },
  'questionnaire.groupRequired': { ar: 'يجب إضافة مجموعة واحدة على الأقل', en: 'The questionnaire needs at least one group' },
  'questionnaire.groupTitleRequired': { ar: 'عنوان المجموعة مطلوب', en: 'Every group needs a title' },
  'questionnaire.questionRequired': { ar: 'يجب أن تضم كل مجموعة سؤالاً واحداً على الأقل', en: 'Every group needs at least one question' },
  'questionnaire.questionIncomplete': { ar: 'لكل سؤال نوع وعنوان', en: 'Every question needs a type and a title' },
  'questionnaire.typeRequired': { ar: 'يجب اختيار نوع مستخدم واحد على الأقل', en: 'Choose at least one user type' },
} as const satisfies Record<string, Label>;
