import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /db-archive, /db-archive/create, /db-archive/update/{id}, /db-archive/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/db-archive',
      handle: h('dbArchives:titles.list', 'archive-index'),
      children: [
        { index: true, lazy: screen(() => import('./DbArchivesPage')) },
        { path: 'create', handle: h('dbArchives:titles.create', 'archive-index'), lazy: screen(() => import('./DbArchiveFormPage')) },
        { path: 'update/:id', handle: h('dbArchives:titles.edit', 'archive-index'), lazy: screen(() => import('./DbArchiveFormPage')) },
        { path: ':id', handle: h('dbArchives:titles.view', 'archive-index'), lazy: screen(() => import('./DbArchiveViewPage')) },
      ],
    },
  ],
};
