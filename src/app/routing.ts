/** Helpers for the route tables each feature exports from its `routes.tsx`. */
import type { Permission } from '../../shared/permission-names';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './guards';
import { loadNamespaces } from '../shared/i18n';

export interface FeatureRoutes {
  /** inside the main layout, behind the logged-in guard (and each route's permission) */
  portal?: RouteObject[];
  /** guest-only pages (login layout) */
  guest?: RouteObject[];
  /** the registration forms, for pending and rejected applicants */
  registration?: RouteObject[];
  /** the blank layout (no shell) */
  blank?: RouteObject[];
}

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded screen: its module's default export. */
export const screen = (load: Loader) => async () => ({ Component: (await load()).default });

/** Route metadata: the title's i18n key and the permission the route needs. */
export const h = (title: string, permission?: Permission, extra: Partial<RouteHandle> = {}): RouteHandle => ({ title, ...(permission ? { permission } : {}), ...extra });

/** An area's routes whose screens load the area's texts (namespace `ns`) with their code. */
export function withTexts(feature: FeatureRoutes, ns: string): FeatureRoutes {
  const wrap = (route: RouteObject): RouteObject => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const load = route.lazy;
      next.lazy = (async (...args: Parameters<typeof load>) => (await Promise.all([load(...args), loadNamespaces(ns)]))[0]) as typeof load;
    }
    if (route.children) next.children = route.children.map(wrap);
    return next;
  };
  return Object.fromEntries(Object.entries(feature).map(([key, list]) => [key, (list as RouteObject[]).map(wrap)])) as FeatureRoutes;
}
