import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /roles, /roles/create, /roles/{id} (spec 000 §2), nested so the breadcrumbs read
 * "Roles › Create role"; each route checks its own permission (spec 000 §6).
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/roles',
      handle: h('roles:titles.list', 'user-role-index'),
      children: [
        { index: true, lazy: screen(() => import('./RolesPage')) },
        { path: 'create', handle: h('roles:titles.create', 'role-create'), lazy: screen(() => import('./RoleFormPage')) },
        { path: ':id', handle: h('roles:titles.edit', 'role-update'), lazy: screen(() => import('./RoleFormPage')) },
      ],
    },
  ],
};
