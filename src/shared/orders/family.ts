/**
 * The two order families of spec 001 (§2 screens, §6 permissions, §7 calls): the orders
 * (/orders, order-*, general/orders) and the location orders (/location-orders, locationorder-*,
 * general/location-orders) — "the same set" of screens and calls. What differs between them is
 * written here once, for the order screens and the order desk: the screens' base path, the
 * permissions, the API prefix (the twin calls of openapi/areas/orders.yaml `x-twin`) and the
 * catalogue each family's services and specialties come from. (Each family's machine is the order
 * screens': src/features/orders/family.ts.)
 *
 * A screen knows its family by its address (/orders/… or /location-orders/…,
 * /cancel-requests or /location-order-cancel-requests).
 */
import { useLocation } from 'react-router';
import type { paths } from '../../../openapi/schema';
// the constants alone, not the machines: the portal's routes read this module (the first load's bytes)
import { ORDER_FAMILIES, type OrderFamily } from '../../../machines/order/constants';
import type { Permission } from '../../../shared/permission-names';

export type Family = OrderFamily;

type OrderPath = Extract<keyof paths, `/general/orders/${string}`>;

/** The family's API prefix, e.g. '/general/location-orders/'. */
export const familyPrefix = (family: Family) => `/${ORDER_FAMILIES[family].apiPrefix}/`;

/** The chosen family's path of an order call (typed as the order call: the twin has the same body and answer). */
export function twin<P extends OrderPath>(family: Family, path: P): P {
  return (family === 'order' ? path : path.replace('/general/orders/', familyPrefix(family))) as P;
}

/** The family's equivalent of an order-* permission (§6 "locationorder-* equivalents"). */
export const permissionOf = (family: Family, permission: `order-${string}` & Permission): Permission =>
  (family === 'order' ? permission : permission.replace(/^order-/, `${ORDER_FAMILIES[family].permissionPrefix}-`)) as Permission;

/** The catalogue calls of each family: its services, specialties and pledges lists (general/location-* for the location orders). */
export const CATALOGUES = {
  order: { services: '/general/services', specialists: '/general/specialist' },
  locationOrder: { services: '/general/location-services', specialists: '/general/location-specialist' },
} as const satisfies Record<Family, { services: keyof paths; specialists: keyof paths }>;

export interface FamilyScreens {
  family: Family;
  /** the list's path: /orders or /location-orders */
  base: string;
  /** a screen of one order: `${base}/${screen}/${id}` */
  screen: (screen: 'details' | 'update' | 're-customize' | 'processing' | 'prepare' | 'tracking' | 'license' | 'license-ready', id: number) => string;
  /** the key of the family's screen titles in the orders texts */
  titles: 'titles' | 'locationTitles';
  /** the family's permission for an order-* one */
  can: (permission: `order-${string}` & Permission) => Permission;
}

const screensOf = (family: Family, base: string): FamilyScreens => ({
  family,
  base,
  screen: (screen, id) => `${base}/${screen}/${id}`,
  can: (permission) => permissionOf(family, permission),
  titles: family === 'order' ? 'titles' : 'locationTitles',
});

export const FAMILY_SCREENS: Record<Family, FamilyScreens> = {
  order: screensOf('order', '/orders'),
  locationOrder: screensOf('locationOrder', '/location-orders'),
};

export const familyOfPath = (pathname: string): Family => (pathname.startsWith('/location-order') ? 'locationOrder' : 'order');

/** The family of the screen's address. */
export function useFamily(): FamilyScreens {
  return FAMILY_SCREENS[familyOfPath(useLocation().pathname)];
}
