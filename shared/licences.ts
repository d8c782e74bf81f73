/**
 * The licences the portal issues: the number each prints, its name, and the public page its QR code
 * opens. One rule for the server (the PDF, the QR check) and for the screens. The kinds and their check
 * pages are a module of their own (./licenceChecks.ts): the route table, in the first screen's code, takes
 * those alone.
 */
import { LICENCE_CHECK_PAGES, type LicenceKind } from './licenceChecks';

export { LICENCE_CHECK_PAGES, type LicenceKind };

const PREFIX: Record<LicenceKind, string> = { order: 'ORD', locationOrder: 'LOC', readiness: 'RL', temporary: 'TL', car: 'CL', vehicleEntry: 'VP' };

/** Each kind's name, printed on the sheet and the PDF and said by the check. */
export const LICENCE_TITLES: Record<LicenceKind, { ar: string; en: string }> = {
  order: { ar: 'رخصة بناء وتجهيز', en: 'Building and Fit-out Licence' },
  locationOrder: { ar: 'رخصة بناء وتجهيز', en: 'Building and Fit-out Licence' },
  readiness: { ar: 'رخصة الجاهزية', en: 'Readiness Licence' },
  temporary: { ar: 'رخصة مؤقتة', en: 'Temporary Licence' },
  car: { ar: 'ترخيص مركبة', en: 'Vehicle Licence' },
  vehicleEntry: { ar: 'تصريح دخول مركبة', en: 'Vehicle-entry Permit' },
};

/** The licence's number, `${prefix}-${year of issue}-${record id, five digits}` (e.g. ORD-2026-00042); `issuedAt` is an ISO date or timestamp. */
export function licenceNumber(kind: LicenceKind, issuedAt: string | null | undefined, id: number): string {
  return `${PREFIX[kind]}-${(issuedAt ?? '').slice(0, 4) || '0000'}-${String(id).padStart(5, '0')}`;
}

/** The public page a licence's QR code opens (the portal's address, without its origin). */
export const licenceCheckPath = (kind: LicenceKind, token: string): string => `${LICENCE_CHECK_PAGES[kind]}/${encodeURIComponent(token)}`;
