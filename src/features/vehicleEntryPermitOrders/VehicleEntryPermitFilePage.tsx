/**
 * /vehicle-entry-permit-orders/file/{id} (spec 001 §2): the issued permit as a printable A4 sheet in Arabic (English
 * under each heading) — the authority, the permit number, the company, the camp, the vehicle, the driver and the days
 * it covers. "Print" prints the sheet alone; "Download PDF" gives the server's permit; the QR code on both opens the
 * public check (/vehicle-entry-permit-orders/qr/{qr}), which says whether it stands today. The sheet is every
 * licence's (src/shared/licence/LicenceSheet.tsx). An order not approved says so and links to its details.
 */
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { LicenceSheet } from '../../shared/licence/LicenceSheet';
import { LICENCE_TITLES } from '../../../shared/licences';
import type { Label } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
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
  const order = useVehicleEntryPermitOrder(valid ? id : null);
  const back = valid ? (
    <Link to={`/vehicle-entry-permit-orders/details/${id}`} className="p-button p-component p-button-outlined">
      <i className="pi pi-file" aria-hidden />
      <span>{t('file.back')}</span>
    </Link>
  ) : null;

  if (!valid || (order.isError && isApiFailure(order.error) && (order.error.status === 404 || order.error.status === 403)))
    return (
      <>
        <PageHeader title={t('titles.file')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/vehicle-entry-permit-orders" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  if (order.isError) return <LoadFailed error={order.error} title={t('form.loadFailed')} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <Skeleton height="40rem" />;
  const r = order.data;
  if (!r.verify_path)
    return (
      <>
        <PageHeader title={t('titles.file')} actions={back} />
        <div className="state-panel" role="status" data-testid="permit-not-approved">
          <i className="pi pi-info-circle" aria-hidden />
          <p>{t('file.notApproved', { status: r.status_text })}</p>
        </div>
      </>
    );
  return (
    <>
      <PageHeader
        title={t('titles.file')}
        actions={
          <div className="licence-toolbar">
            {back}
            <LicencePdfButton call="/general/vehicle-entry-permit-orders/file/{id}/pdf" id={r.id} number={permitNumberOf(r)} />
            <Button type="button" icon="pi pi-print" label={t('file.print')} outlined onClick={() => window.print()} />
          </div>
        }
      />
      <VehicleEntryPermitSheet order={r} />
    </>
  );
}
