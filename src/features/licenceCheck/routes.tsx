import type { FeatureRoutes } from '../../app/routing';
import { screen } from '../../app/routing';
import { LICENCE_CHECK_PAGES } from '../../../shared/licenceChecks';

/**
 * The public page a licence's QR code opens, one address per licence kind (shared/licences.ts): the spec's
 * /orders/qr/{qr} and /location-orders/qr/{qr}, and on their pattern /readiness-license/qr/{qr},
 * /temp-licenses-order/qr/{qr} and /request-licenses/qr/{qr}. No sign-in: they live in the blank
 * layout, outside the portal's shell and its guard.
 */
export const routes: FeatureRoutes = {
  portal: [],
  blank: Object.values(LICENCE_CHECK_PAGES).map((check) => ({ path: `${check}/:qr`, lazy: screen(() => import('./LicenceCheckPage')) })),
};
