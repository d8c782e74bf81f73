import type { Label } from '../../shared/label';

export const questionnaireResponseMessages = {
  'questionnaireResponse.required': { ar: 'لديك استبيانات إلزامية يجب الإجابة عليها.', en: 'You have a required questionnaires must be answered.' },
  'questionnaireResponse.answersRequired': { ar: 'يرجى الإجابة على الأسئلة', en: 'Please answer the questions' },
  'questionnaireResponse.requiredMissing': { ar: 'يرجى الإجابة على جميع الأسئلة الإلزامية', en: 'Please answer every required question' },
  'questionnaireResponse.alreadyAnswered': { ar: 'تمت الإجابة على هذا الاستبيان مسبقاً', en: 'This questionnaire is already answered' },
} as const satisfies Record<string, Label>;
