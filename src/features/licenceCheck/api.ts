/**
 * The public check of a licence by its QR code (no sign-in): each licence kind answers at its own
 * area's qr/{qr} call (the spec's /orders/qr and /location-orders/qr; the others on that pattern).
 */
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';
import { LICENCE_CHECK_PAGES, type LicenceKind } from '../../../shared/licences';

export type LicenceCheck = components['schemas']['LicenceVerificationResponse']['data'];

/** The call each kind's QR page makes. */
const CHECK_CALL = {
  order: '/general/orders/qr/{qr}',
  locationOrder: '/general/location-orders/qr/{qr}',
  readiness: '/simple-readiness-license/qr/{qr}',
  temporary: '/general/temp_license_order/qr/{qr}',
  car: '/general/licenseCarOrder/qr/{qr}',
  vehicleEntry: '/general/vehicle-entry-permit-orders/qr/{qr}',
} as const satisfies Record<LicenceKind, string>;

/** The licence kind whose check page this is, from the page's address (LICENCE_CHECK_PAGES). */
export const kindOfPath = (pathname: string): LicenceKind => (Object.keys(LICENCE_CHECK_PAGES) as LicenceKind[]).find((k) => pathname.startsWith(`${LICENCE_CHECK_PAGES[k]}/`)) ?? 'order';

export function useLicenceCheck(kind: LicenceKind, qr: string) {
  return failing($api.useQuery('get', CHECK_CALL[kind], { params: { path: { qr } } }, { select: (r) => r.data, retry: false, enabled: qr.length > 0 }));
}
