import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /news-bar, /news-bar/create, /news-bar/update/{id}, /news-bar/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/news-bar',
      handle: h('newsBar:titles.list', 'news-bar-index'),
      children: [
        { index: true, lazy: screen(() => import('./NewsBarPage')) },
        { path: 'create', handle: h('newsBar:titles.create', 'news-bar-create'), lazy: screen(() => import('./NewsBarItemFormPage')) },
        { path: 'update/:id', handle: h('newsBar:titles.edit', 'news-bar-update'), lazy: screen(() => import('./NewsBarItemFormPage')) },
        { path: ':id', handle: h('newsBar:titles.view', 'news-bar-index'), lazy: screen(() => import('./NewsBarItemViewPage')) },
      ],
    },
  ],
};
