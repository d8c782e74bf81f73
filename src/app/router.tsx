/**
 * The route table (spec 000 §2): each feature contributes its routes (its
 * `routes.tsx`); screens are lazy-loaded; each route's `handle` carries its
 * title and the permission it needs, which the guards check.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useMatches, type RouteObject } from 'react-router';
import { AuthLayout, BlankLayout } from './layouts/AuthLayout';
import { Busy, GuestOnly, RequireAuth, RequireRegistration, usePortalAccess, type RouteHandle } from './guards';
import { h, withTexts, type FeatureRoutes } from './routing';
import { ForbiddenPage, NotFoundPage } from '../features/errors/ErrorPages';
import { loadNamespaces } from '../shared/i18n';

// The portal shell (sidebar, top bar, notification bell) is not needed to sign in: kept out of /login's first load.
// Its bell and list toolbars speak the notifications' and the lists' texts.
const DashboardLayout = lazy(() => Promise.all([import('./layouts/DashboardLayout'), loadNamespaces('notifications', 'lists')]).then(([m]) => ({ default: m.DashboardLayout })));

// Each area's route table (src/features/<area>/routes.tsx), found by convention: adding an area edits nothing here.
// Each screen's code and its area's texts load together, so a screen never renders before its words.
const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });
const features: FeatureRoutes[] = Object.entries(modules).map(([file, m]) => withTexts(m.routes, file.split('/').slice(-2)[0]!));

const collect = (key: keyof FeatureRoutes) => features.flatMap((f) => f[key] ?? []);

/**
 * The portal's pages in its shell, behind the logged-in guard — except the pages anyone may open
 * (/403 and /404, spec 000 §2), which a guest sees in the login layout: a guest at an unknown
 * address sees /404, not /login. One layout route for both, so moving between a page and /403
 * keeps the shell.
 */
function PortalShell() {
  const access = usePortalAccess();
  const open = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.open);
  if (access !== 'portal' && open) return <AuthLayout />;
  return (
    <RequireAuth>
      <Suspense fallback={<Busy />}>
        <DashboardLayout />
      </Suspense>
    </RequireAuth>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    element: (
      <GuestOnly>
        <AuthLayout />
      </GuestOnly>
    ),
    children: collect('guest'),
  },
  {
    element: (
      <RequireRegistration>
        <AuthLayout wide />
      </RequireRegistration>
    ),
    children: collect('registration'),
  },
  { element: <BlankLayout />, children: [{ path: '/done', element: null }, ...collect('blank')] },
  {
    element: <PortalShell />,
    children: [
      ...collect('portal'),
      { path: '/403', handle: h('titles.forbidden', undefined, { open: true }), element: <ForbiddenPage /> },
      { path: '/404', handle: h('titles.notFound', undefined, { open: true }), element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
