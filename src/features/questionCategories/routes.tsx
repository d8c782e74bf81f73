import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /question-category, /question-category/create, /question-category/update/{id}, /question-category/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/question-category',
      handle: h('questionCategories:titles.list', 'question-category-index'),
      children: [
        { index: true, lazy: screen(() => import('./QuestionCategoriesPage')) },
        { path: 'create', handle: h('questionCategories:titles.create', 'question-category-create'), lazy: screen(() => import('./QuestionCategoryFormPage')) },
        { path: 'update/:id', handle: h('questionCategories:titles.edit', 'question-category-update'), lazy: screen(() => import('./QuestionCategoryFormPage')) },
        { path: ':id', handle: h('questionCategories:titles.view', 'question-category-index'), lazy: screen(() => import('./QuestionCategoryViewPage')) },
      ],
    },
  ],
};
