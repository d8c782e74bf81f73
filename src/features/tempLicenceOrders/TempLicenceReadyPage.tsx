/**
 * /temp-licenses-order/ready/{id}: the approved temporary licence as a printable A4 sheet in Arabic
 * (English under each heading): the authority, the licence number, the company, the camp, the
 * temporary structure, the approval date in Gregorian and Hijri, and the answers to the
 * temporary-licence form. "Print" prints the sheet alone (the portal's chrome is hidden in print). An
 * order that is not approved says so and links to its page. "Download PDF" gives the server's licence;
 * the QR code on both opens the public check (/temp-licenses-order/qr/{qr}). The sheet is every licence's
 * (src/shared/licence/LicenceSheet.tsx).
 */
import { Link, useParams } from 'react-router';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { answersTable, LicenceSheet } from '../../shared/licence/LicenceSheet';
import { LICENCE_TITLES, licenceNumber } from '../../../shared/licences';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { useTempLicenceOrder, type TempLicenceOrderDetails } from './api';
import './tempLicenceOrders.css';

/** The temporary licence's own words on the sheet (its layout and common headings: src/shared/licence/LicenceSheet.tsx). */
const SHEET: Record<string, Label> = {
  approved: { ar: 'معتمدة', en: 'Approved' },
  company: { ar: 'الجهة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  structure: { ar: 'المنشأة المؤقتة', en: 'Temporary structure' },
  issued: { ar: 'تاريخ الاعتماد', en: 'Approved on' },
  answers: { ar: 'بيانات نموذج الرخصة المؤقتة', en: 'Temporary-licence form' },
};

/** The licence number every licence kind prints (shared/licences.ts). */
export const licenceNumberOf = (r: Pick<TempLicenceOrderDetails, 'id' | 'decided_at'>) => licenceNumber('temporary', r.decided_at, r.id);

export function TempLicenceSheet({ order }: { order: TempLicenceOrderDetails }) {
  return (
    <LicenceSheet
      title={LICENCE_TITLES.temporary}
      number={licenceNumberOf(order)}
      state={{ valid: true, label: SHEET.approved! }}
      facts={[
        { label: SHEET.company!, value: <bdi dir="auto">{order.company_name}</bdi> },
        { label: SHEET.camp!, value: <bdi dir="auto">{order.camp_name}</bdi> },
        { label: SHEET.structure!, value: <bdi dir="auto">{order.structure}</bdi> },
        { label: SHEET.issued!, value: <Ltr>{formatDate(order.decided_at)}</Ltr>, sub: formatHijri(order.decided_at, 'ar') },
      ]}
      tables={answersTable(SHEET.answers!, order.questions)}
      note={order.form.body ? <p className="licence-note">{order.form.body}</p> : undefined}
      verifyPath={order.verify_path}
      testId="temp-licence-sheet"
      numberTestId="temp-licence-number"
    />
  );
}

export default function TempLicenceReadyPage() {
  const { t } = useTranslation('tempLicenceOrders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useTempLicenceOrder(valid ? id : null);
  const back = valid ? (
    <Link to={`/temp-licenses-order/view/${id}`} className="p-button p-component p-button-outlined">
      <i className="pi pi-file" aria-hidden />
      <span>{t('ready.back')}</span>
    </Link>
  ) : null;

  if (!valid || (order.isError && isApiFailure(order.error) && (order.error.status === 404 || order.error.status === 403)))
    return (
      <>
        <PageHeader title={t('titles.ready')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/temp-licenses-order" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  if (order.isError) return <LoadFailed error={order.error} title={t('form.loadFailed')} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <Skeleton height="40rem" />;
  const r = order.data;
  if (r.status !== 'approved')
    return (
      <>
        <PageHeader title={t('titles.ready')} actions={back} />
        <div className="state-panel" role="status" data-testid="temp-licence-not-approved">
          <i className="pi pi-info-circle" aria-hidden />
          <p>{t('ready.notApproved', { status: r.status_text })}</p>
        </div>
      </>
    );
  return (
    <>
      <PageHeader
        title={t('titles.ready')}
        actions={
          <div className="licence-toolbar">
            {back}
            <LicencePdfButton call="/general/temp_license_order/license/{id}/pdf" id={r.id} number={licenceNumberOf(r)} />
            <Button type="button" icon="pi pi-print" label={t('ready.print')} outlined onClick={() => window.print()} />
          </div>
        }
      />
      <TempLicenceSheet order={r} />
    </>
  );
}
