/**
 * The route table (spec 000 §2). Screens are lazy-loaded; each route's `handle`
 * carries its title and the permission it needs, which the guards check.
 * Areas add their routes here as their screens are built.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardLayout } from './layouts/DashboardLayout';
import { AuthLayout, BlankLayout } from './layouts/AuthLayout';
import { GuestOnly, RequireAuth, RequireRegistration, type RouteHandle } from './guards';
import { ForbiddenPage, NotFoundPage } from '../features/errors/ErrorPages';

type Loader = () => Promise<{ default: React.ComponentType }>;
const screen = (load: Loader) => async () => ({ Component: (await load()).default });
const h = (title: string, permission?: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ title, ...(permission ? { permission } : {}), ...extra });

/** Routes inside the main layout, behind the logged-in guard. */
export const portalRoutes: RouteObject[] = [
  { path: '/dashboard', handle: h('titles.dashboard'), lazy: screen(() => import('../features/dashboard/DashboardPage')) },
  { path: '/users/request', handle: h('users:titles.requests', 'user-request'), lazy: screen(() => import('../features/users/RequestsPage')) },
  { path: '/403', handle: h('titles.forbidden'), element: <ForbiddenPage /> },
  { path: '/404', handle: h('titles.notFound'), element: <NotFoundPage /> },
];

export const guestRoutes: RouteObject[] = [{ path: '/login', handle: h('titles.login'), lazy: screen(() => import('../features/auth/LoginPage')) }];

export const registrationRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    element: (
      <GuestOnly>
        <AuthLayout />
      </GuestOnly>
    ),
    children: guestRoutes,
  },
  {
    element: (
      <RequireRegistration>
        <AuthLayout wide />
      </RequireRegistration>
    ),
    children: registrationRoutes,
  },
  { element: <BlankLayout />, children: [{ path: '/done', element: null }] },
  {
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    children: portalRoutes,
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
