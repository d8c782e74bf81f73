import { timing } from '../../shared/limits';

/** How long the "required questionnaire" warning shows (spec 000 §8 "for 10000 ms"; 001 §8 "for 10 seconds"). */
export const QUESTIONNAIRE_WARNING_MS = timing.questionnaireWarningMs;

/** When the user is sent to the answer page after the warning appears (spec 000 §8 "after 6 seconds"; 000 §9 6000 ms). */
export const QUESTIONNAIRE_REDIRECT_MS = timing.questionnaireRedirectMs;

/** The answer page (spec 000 §2 /questionnaires/myQuestionnaires/{questionnaire_id}; 001 §2 AnswerQuestionnaire). */
export const QUESTIONNAIRE_ANSWER_PATH = '/questionnaires/myQuestionnaires/{questionnaire_id}';

/** The answer page of one questionnaire. */
export function questionnaireAnswerPath(questionnaireId: number | string): string {
  return QUESTIONNAIRE_ANSWER_PATH.replace('{questionnaire_id}', encodeURIComponent(String(questionnaireId)));
}
