import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /countries only: the spec's countries screen is "list only" (spec 000 §2). Adding and changing
 * a country open a dialog over the list (`?create=1`, `?edit={id}`), each behind its permission.
 */
export const routes: FeatureRoutes = {
  portal: [{ path: '/countries', handle: h('countries:titles.list', 'delivery-countries-index'), lazy: screen(() => import('./CountriesPage')) }],
};
