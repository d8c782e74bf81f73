import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /questions, /questions/create, /questions/update/{id}, /questions/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/questions',
      handle: h('questions:titles.list', 'question-index'),
      children: [
        { index: true, lazy: screen(() => import('./QuestionsPage')) },
        { path: 'create', handle: h('questions:titles.create', 'question-create'), lazy: screen(() => import('./QuestionFormPage')) },
        { path: 'update/:id', handle: h('questions:titles.edit', 'question-update'), lazy: screen(() => import('./QuestionFormPage')) },
        { path: ':id', handle: h('questions:titles.view', 'question-index'), lazy: screen(() => import('./QuestionViewPage')) },
      ],
    },
  ],
};
