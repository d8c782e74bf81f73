import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /camps/{id}/dossier: the analysts' page of one camp (workflow-index, as its call). */
export const routes: FeatureRoutes = {
  portal: [{ path: '/camps/:id/dossier', handle: h('campDossier:titles.view', 'workflow-index'), lazy: screen(() => import('./CampDossierPage')) }],
};
