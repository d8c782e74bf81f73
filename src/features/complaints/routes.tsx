import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /complaints, /complaints/create, /complaints/update/{id}, /complaints/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/complaints',
      handle: h('complaints:titles.list', 'complaint-index'),
      children: [
        { index: true, lazy: screen(() => import('./ComplaintsPage')) },
        { path: 'create', handle: h('complaints:titles.create', 'complaint-create'), lazy: screen(() => import('./ComplaintFormPage')) },
        { path: 'update/:id', handle: h('complaints:titles.edit', 'complaint-create'), lazy: screen(() => import('./ComplaintFormPage')) },
        { path: ':id', handle: h('complaints:titles.view', 'complaint-details'), lazy: screen(() => import('./ComplaintViewPage')) },
      ],
    },
  ],
};
