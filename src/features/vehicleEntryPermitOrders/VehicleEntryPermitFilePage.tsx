/**
 * /vehicle-entry-permit-orders/file/{id} (spec 001 §2): the issued permit as a printable A4 sheet in Arabic (English
 * under each heading) — the authority, the permit number, the company, the camp, the vehicle, the driver and the days
 * it covers. "Print" prints the sheet alone; "Download PDF" gives the server's permit; the QR code on both opens the
 * public check (/vehicle-entry-permit-orders/qr/{qr}), which says whether it stands today. The sheet is every
 * licence's (src/shared/licence/LicenceSheet.tsx). An order not approved says so and links to its details.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LicencePageShell } from '../../shared/licence/LicencePageShell';
import { LicenceSheet } from '../../shared/licence/LicenceSheet';
import { LICENCE_TITLES } from '../../../shared/licences';
import type { Label } from '../../../shared/label';
import { Ltr } from '../../shared/ui/Bdi';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { permitNumberOf, useVehicleEntryPermitOrder, type VehicleEntryPermitOrder } from './api';

/** The permit's own words on the sheet (its layout and common headings: src/shared/licence/LicenceSheet.tsx). */
const SHEET: Record<string, Label> = {
  approved: { ar: 'معتمد', en: 'Approved' },
  number: { ar: 'رقم التصريح', en: 'Permit no.' },
  company: { ar: 'الشركة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  vehicle: { ar: 'المركبة', en: 'Vehicle' },
  plate: { ar: 'رقم اللوحة', en: 'Plate number' },
  driver: { ar: 'السائق', en: 'Driver' },
  from: { ar: 'من تاريخ', en: 'From' },
  to: { ar: 'إلى تاريخ', en: 'Until' },
};

export function VehicleEntryPermitSheet({ order }: { order: VehicleEntryPermitOrder }) {
  return (
    <LicenceSheet
      title={LICENCE_TITLES.vehicleEntry}
      number={permitNumberOf(order)}
      state={{ valid: true, label: SHEET.approved! }}
      facts={[
        { label: SHEET.company!, value: <bdi dir="auto">{order.company_name}</bdi> },
        { label: SHEET.camp!, value: <bdi dir="auto">{order.get_camp?.name}</bdi> },
        { label: SHEET.vehicle!, value: <bdi dir="auto">{order.vehicle_type}</bdi> },
        { label: SHEET.plate!, value: <bdi dir="auto">{order.plate_number}</bdi> },
        { label: SHEET.driver!, value: <bdi dir="auto">{order.driver_name}</bdi>, sub: <Ltr>{order.driver_id_number}</Ltr> },
        { label: SHEET.from!, value: <Ltr>{formatDate(order.entry_date)}</Ltr>, sub: formatHijri(order.entry_date, 'ar') },
        { label: SHEET.to!, value: <Ltr>{formatDate(order.exit_date)}</Ltr>, sub: formatHijri(order.exit_date, 'ar') },
      ]}
      numberLabel={SHEET.number!}
      verifyPath={order.verify_path}
      testId="permit-sheet"
      numberTestId="permit-number"
    />
  );
}

export default function VehicleEntryPermitFilePage() {
  const { t } = useTranslation('vehicleEntryPermitOrders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <LicencePageShell
      title={t('titles.file')}
      back={valid ? { to: `/vehicle-entry-permit-orders/details/${id}`, label: t('file.back') } : null}
      list={{ to: '/vehicle-entry-permit-orders', label: t('titles.list') }}
      texts={{ notFound: t('form.notFound'), loadFailed: t('form.loadFailed'), print: t('file.print') }}
      query={useVehicleEntryPermitOrder(valid ? id : null)}
      notIssued={(r) => (r.verify_path ? null : { text: t('file.notApproved', { status: r.status_text }), testId: 'permit-not-approved' })}
      pdf={(r) => ({ call: '/general/vehicle-entry-permit-orders/file/{id}/pdf', id: r.id, number: permitNumberOf(r) })}
    >
      {(r) => <VehicleEntryPermitSheet order={r} />}
    </LicencePageShell>
  );
}
