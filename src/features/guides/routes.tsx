import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /guides, /guides/create, /guides/update/{id}, /guides/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/guides',
      handle: h('guides:titles.list', 'order-eng-guides'),
      children: [
        { index: true, lazy: screen(() => import('./GuidesPage')) },
        { path: 'create', handle: h('guides:titles.create', 'order-eng-guides'), lazy: screen(() => import('./GuideFormPage')) },
        { path: 'update/:id', handle: h('guides:titles.edit', 'order-eng-guides'), lazy: screen(() => import('./GuideFormPage')) },
        { path: ':id', handle: h('guides:titles.view', 'order-eng-guides'), lazy: screen(() => import('./GuideViewPage')) },
      ],
    },
  ],
};
