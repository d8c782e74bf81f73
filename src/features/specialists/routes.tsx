import { Navigate, useLocation, useParams } from 'react-router';
import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * `to` with the matched `:id` filled in, keeping the query (a list's filters): the spec's
 * /specialties paths (001 §2 "Order supporting lists") are the order family's specialties, the
 * screens at /specialists; the history entry is replaced, so Back does not bounce.
 */
export function SpecialtiesRedirect({ to }: { to: string }) {
  const { id } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to.replace(':id', encodeURIComponent(id ?? ''))}${search}${hash}`} replace />;
}

/** /specialists, /specialists/create, /specialists/update/{id}, /specialists/{id}: each checks its own permission; /specialties… leads there. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/specialists',
      handle: h('specialists:titles.list', 'order-specialists-index'),
      children: [
        { index: true, lazy: screen(() => import('./SpecialistsPage')) },
        { path: 'create', handle: h('specialists:titles.create', 'specialist-create'), lazy: screen(() => import('./SpecialistFormPage')) },
        { path: 'update/:id', handle: h('specialists:titles.edit', 'specialist-update'), lazy: screen(() => import('./SpecialistFormPage')) },
        { path: ':id', handle: h('specialists:titles.view', 'order-specialists-index'), lazy: screen(() => import('./SpecialistViewPage')) },
      ],
    },
    // the spec's names; the permission is the target's, checked there
    {
      path: '/specialties',
      children: [
        { index: true, element: <SpecialtiesRedirect to="/specialists" /> },
        { path: 'create', element: <SpecialtiesRedirect to="/specialists/create" /> },
        { path: 'update/:id', element: <SpecialtiesRedirect to="/specialists/update/:id" /> },
      ],
    },
  ],
};
