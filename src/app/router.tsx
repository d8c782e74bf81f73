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
import { loadMachineMessages, loadNamespaces, preparePrimeReact } from '../shared/i18n';

/**
 * What every screen needs but the first one: PrimeReact's global settings (texts, ripple) and
 * the machines' messages. The sign-in page is plain HTML and shows no machine's refusal, so it
 * is kept light (its byte budget: bench/budgets.ts) and does not wait for them.
 */
const fullScreen = () => Promise.all([preparePrimeReact(), loadMachineMessages()]);
const PLAIN_SCREENS = new Set(['/login']);

// The portal shell (sidebar, top bar, notification bell) is not needed to sign in: kept out of /login's first load.
// Its bell and list toolbars speak the notifications' and the lists' texts.
const DashboardLayout = lazy(() => Promise.all([import('./layouts/DashboardLayout'), loadNamespaces('notifications', 'lists'), fullScreen()]).then(([m]) => ({ default: m.DashboardLayout })));

function withFullScreen(route: RouteObject): RouteObject {
  const next = { ...route } as RouteObject;
  if (typeof route.lazy === 'function' && !PLAIN_SCREENS.has(route.path ?? '')) {
    const load = route.lazy;
    next.lazy = (async (...args: Parameters<typeof load>) => (await Promise.all([load(...args), fullScreen()]))[0]) as typeof load;
  }
  if (route.children) next.children = route.children.map(withFullScreen);
  return next;
}

// Each area's route table (src/features/<area>/routes.tsx), found by convention: adding an area edits nothing here.
// Each screen's code and its area's texts load together, so a screen never renders before its words.
const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });
const features: FeatureRoutes[] = Object.entries(modules).map(([file, m]) => withTexts(m.routes, file.split('/').slice(-2)[0]!));

const collect = (key: keyof FeatureRoutes) => features.flatMap((f) => f[key] ?? []).map(withFullScreen);

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

const table: RouteObject[] = [
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

/**
 * The first page load waits for its lazy screen's code before anything renders; each top-level
 * route shows the busy indicator meanwhile (React Router's HydrateFallback, which it asks for on
 * every load that starts at a lazy route).
 */
export const routes: RouteObject[] = table.map((route) => ({ ...route, HydrateFallback: Busy }));

export function createRouter() {
  return createBrowserRouter(routes);
}
