/** Helpers for the route tables each feature exports from its `routes.tsx`. */
import type { Permission } from '../../shared/permission-names';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './guards';

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
