import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /categories, /categories/create, /categories/update/{id}, /categories/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/categories',
      handle: h('categories:titles.list', 'user-category-index'),
      children: [
        { index: true, lazy: screen(() => import('./CategoriesPage')) },
        { path: 'create', handle: h('categories:titles.create', 'category-create'), lazy: screen(() => import('./CategoryFormPage')) },
        { path: 'update/:id', handle: h('categories:titles.edit', 'category-update'), lazy: screen(() => import('./CategoryFormPage')) },
        { path: ':id', handle: h('categories:titles.view', 'user-category-index'), lazy: screen(() => import('./CategoryViewPage')) },
      ],
    },
  ],
};
