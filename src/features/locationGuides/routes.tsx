import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /location-guides, /location-guides/create, /location-guides/update/{id}, /location-guides/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/location-guides',
      handle: h('locationGuides:titles.list', 'locationorder-eng-guides'),
      children: [
        { index: true, lazy: screen(() => import('./LocationGuidesPage')) },
        { path: 'create', handle: h('locationGuides:titles.create', 'locationorder-eng-guides'), lazy: screen(() => import('./LocationGuideFormPage')) },
        { path: 'update/:id', handle: h('locationGuides:titles.edit', 'locationorder-eng-guides'), lazy: screen(() => import('./LocationGuideFormPage')) },
        { path: ':id', handle: h('locationGuides:titles.view', 'locationorder-eng-guides'), lazy: screen(() => import('./LocationGuideViewPage')) },
      ],
    },
  ],
};
