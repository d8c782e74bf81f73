/**
 * The users area's screens (spec 000 §2 "Users and roles"). The /users and
 * /employees pages nest their sub-pages so the breadcrumbs read "Users › …".
 * Each route names the permission the guard checks.
 */
import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/users',
      handle: h('users:titles.list', 'user-index'),
      children: [
        { index: true, lazy: screen(() => import('./UsersPage')) },
        { path: 'request', handle: h('users:titles.requests', 'user-request'), lazy: screen(() => import('./RequestsPage')) },
        { path: 'view/:id', handle: h('users:titles.view', 'user-view'), lazy: screen(() => import('./UserViewPage')) },
        { path: 'update/:id', handle: h('users:titles.update', 'user-update'), lazy: screen(() => import('./UserFormPage')) },
        { path: 'history/:id', handle: h('users:titles.history', 'user-history'), lazy: screen(() => import('./UserHistoryPage')) },
      ],
    },
    { path: '/create-user', handle: h('users:titles.create', 'user-create'), lazy: screen(() => import('./UserFormPage')) },
    { path: '/user-contacts', handle: h('users:titles.contacts', 'user-contact-index'), lazy: screen(() => import('./ContactsPage')) },
    {
      path: '/employees',
      handle: h('users:titles.employees', 'user-employee-index'),
      children: [
        { index: true, lazy: screen(() => import('./EmployeesPage')) },
        { path: 'create', handle: h('users:titles.employeeCreate', 'add-employee'), lazy: screen(() => import('./EmployeeCreatePage')) },
      ],
    },
  ],
};
