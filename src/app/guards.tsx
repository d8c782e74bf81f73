/**
 * The route guards of spec 000 §5, in effect:
 * - logged-in: no session → remember the path, /login; an unacknowledged non-admin
 *   account under the policy flag → /login; a non-active account → /login.
 * - guest: an active signed-in user goes to /dashboard.
 * - auth-reject (registration forms): signed in, and pending/review/rejected, else /403.
 * - permission: the route's permission must be held, else /403 (permissions are
 *   fetched first when the list is empty). Every route's own key is checked.
 * - admin: account type admin, else /dashboard.
 * /403 and /404 need no guard: anyone may open them (`open` routes, PortalShell in router.tsx).
 */
import type { Permission } from '../../shared/permission-names';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useMatches } from 'react-router';
import { i18n } from '../shared/i18n';
import { hasPermission, rememberIntendedPath, sessionStore, useSession } from '../shared/auth/session';
import { api, unwrap } from '../shared/api/client';
import { usePortalConfig } from './config';

export interface RouteHandle {
  /** i18n key of the page title (namespace:key) */
  title: string;
  permission?: Permission;
  admin?: boolean;
  /** breadcrumb parent path */
  parent?: string;
  /** anyone may open it, signed in or not (/403, /404) */
  open?: boolean;
}

function Busy() {
  return (
    <div className="page-busy" aria-busy="true">
      {/* plain markup (src/styles/controls.css), not PrimeReact's spinner: it shows before the first screen loads */}
      <span className="busy-spinner" role="progressbar" aria-label={i18n.t('states.loading')} />
    </div>
  );
}

/**
 * Whether the signed-in account may use the portal (the logged-in guard's checks):
 * `guest` without a portal session, `refused` when the policy flag or the status keeps it out.
 */
export function usePortalAccess(): 'portal' | 'guest' | 'refused' {
  const session = useSession();
  const config = usePortalConfig();
  if (!session?.token || session.scope !== 'portal') return 'guest';
  const user = session.user;
  if (config.data?.policy_acknowledgement && user.is_acknowledged === 0 && user.type_id !== 1) return 'refused';
  if (user.status !== 'active') return 'refused';
  return 'portal';
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const access = usePortalAccess();
  const location = useLocation();
  if (access === 'guest') {
    rememberIntendedPath(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  if (access === 'refused') return <Navigate to="/login" replace />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.token && session.scope === 'portal' && session.user.status === 'active') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

export function RequireRegistration({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.token) return <Navigate to="/login" replace />;
  if (!['pending', 'review', 'rejected'].includes(session.user.status)) return <Navigate to="/403" replace />;
  return <>{children}</>;
}

/** Checks the permission (and admin flag) of the deepest matched route. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const empty = !!session && session.permissions.length === 0;
  // an empty permission list is fetched before the route's permission is judged
  const refresh = useQuery({
    queryKey: ['permission-me'],
    queryFn: async () => {
      const r = await unwrap(api.GET('/auth/permission-me'));
      sessionStore.set(r.data);
      return r.data.permissions;
    },
    enabled: empty,
    staleTime: 60_000,
  });

  if (handle?.permission && empty && refresh.isFetching) return <Busy />;
  if (handle?.admin && session?.type?.code !== 'admin') return <Navigate to="/dashboard" replace />;
  if (handle?.permission && !hasPermission(session, handle.permission)) return <Navigate to="/403" replace />;
  return <>{children}</>;
}

export { Busy };
