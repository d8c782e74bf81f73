import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * Staff: /questionnaires, /create, /update/{id}, /{id} (with the results), each behind its permission. Everyone signed
 * in: /questionnaires/myQuestionnaires and /questionnaires/myQuestionnaires/{questionnaire_id} (AnswerQuestionnaire,
 * spec 000 §2) — a questionnaire reaches the user types it is sent to, so these need no permission.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/questionnaires',
      children: [
        { index: true, handle: h('questionnaires:titles.list', 'questionnaire-index'), lazy: screen(() => import('./QuestionnairesPage')) },
        { path: 'create', handle: h('questionnaires:titles.create', 'questionnaire-create'), lazy: screen(() => import('./QuestionnaireFormPage')) },
        { path: 'update/:id', handle: h('questionnaires:titles.edit', 'questionnaire-update'), lazy: screen(() => import('./QuestionnaireFormPage')) },
        { path: 'myQuestionnaires', handle: h('questionnaires:titles.mine'), lazy: screen(() => import('./MyQuestionnairesPage')) },
        { path: 'myQuestionnaires/:questionnaire_id', handle: h('questionnaires:titles.answer'), lazy: screen(() => import('./AnswerQuestionnairePage')) },
        { path: ':id', handle: h('questionnaires:titles.view', 'questionnaire-index'), lazy: screen(() => import('./QuestionnaireViewPage')) },
      ],
    },
  ],
};
