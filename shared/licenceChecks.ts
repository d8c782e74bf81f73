/** The licence kinds and the public page each one's QR code opens (its `/{qr}` follows); see ./licences.ts. */
export type LicenceKind = 'order' | 'locationOrder' | 'readiness' | 'temporary' | 'car' | 'vehicleEntry';

/** The public page each kind's QR code opens (its `/{qr}` follows). */
export const LICENCE_CHECK_PAGES: Record<LicenceKind, string> = {
  order: '/orders/qr',
  locationOrder: '/location-orders/qr',
  readiness: '/readiness-license/qr',
  temporary: '/temp-licenses-order/qr',
  car: '/request-licenses/qr',
  vehicleEntry: '/vehicle-entry-permit-orders/qr',
};
