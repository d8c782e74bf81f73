/**
 * The licences the portal issues: the number each prints, its name, and the public page its QR code
 * opens. One rule for the server (the PDF, the QR check) and for the screens.
 */
export const LICENCE_KINDS = {
  order: { prefix: 'ORD', check: '/orders/qr', title: { ar: 'رخصة بناء وتجهيز', en: 'Building and Fit-out Licence' } },
  locationOrder: { prefix: 'LOC', check: '/location-orders/qr', title: { ar: 'رخصة بناء وتجهيز', en: 'Building and Fit-out Licence' } },
  readiness: { prefix: 'RL', check: '/readiness-license/qr', title: { ar: 'رخصة الجاهزية', en: 'Readiness Licence' } },
  temporary: { prefix: 'TL', check: '/temp-licenses-order/qr', title: { ar: 'رخصة مؤقتة', en: 'Temporary Licence' } },
  car: { prefix: 'CL', check: '/request-licenses/qr', title: { ar: 'ترخيص مركبة', en: 'Vehicle Licence' } },
} as const;

export type LicenceKind = keyof typeof LICENCE_KINDS;

/** The licence's number, `${prefix}-${year of issue}-${record id, five digits}` (e.g. ORD-2026-00042); `issuedAt` is an ISO date or timestamp. */
export function licenceNumber(kind: LicenceKind, issuedAt: string | null | undefined, id: number): string {
  return `${LICENCE_KINDS[kind].prefix}-${(issuedAt ?? '').slice(0, 4) || '0000'}-${String(id).padStart(5, '0')}`;
}

/** The public page a licence's QR code opens (the portal's address, without its origin). */
export const licenceCheckPath = (kind: LicenceKind, token: string): string => `${LICENCE_KINDS[kind].check}/${encodeURIComponent(token)}`;
