/**
 * /readiness-license/license-ready/{id}: the approved readiness licence as an A4 sheet in Arabic
 * (English beside each heading; every licence's sheet, src/shared/licence/LicenceSheet.tsx): the
 * licence number, the company, camp and square, the validity period and its dates in Gregorian and
 * Hijri, the answers, and the QR code of its public check (/readiness-license/qr/{qr}). "Download
 * PDF" gives the server's licence; "Print" prints the sheet alone. A licence not approved says why.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import type { Label } from '../../../shared/label';
import { answersTable, LicenceSheet } from '../../shared/licence/LicenceSheet';
import { useReadinessLicense } from './api';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { LICENCE_TITLES, licenceNumber } from '../../../shared/licences';

/** The readiness licence's own words on the sheet (its layout and common headings: src/shared/licence/LicenceSheet.tsx). */
const SHEET: Record<string, Label> = {
  approved: { ar: 'معتمدة', en: 'Approved' },
  company: { ar: 'الشركة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  square: { ar: 'المربع', en: 'Square' },
  validity: { ar: 'مدة الصلاحية', en: 'Validity period' },
  from: { ar: 'من', en: 'From' },
  to: { ar: 'إلى', en: 'To' },
  answers: { ar: 'إجابات نموذج الجاهزية', en: 'Readiness form' },
};

export default function ReadinessLicencePage() {
  const { t } = useTranslation('readinessLicence');
  const id = Number(useParams().id);
  const query = useReadinessLicense(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const r = query.data;
  if (r.status !== 'approved' || !r.approved_at || !r.expires_at) {
    return (
      <>
        <PageHeader title={t('titles.licence')} />
        <div className="state-panel" role="status">
          {t('licence.notApproved')}
        </div>
      </>
    );
  }
  const number = licenceNumber('readiness', r.approved_at, r.id);
  return (
    <>
      <PageHeader
        title={t('titles.licence')}
        actions={
          <div className="licence-toolbar">
            <LicencePdfButton call="/simple-readiness-license/license/{id}/pdf" id={r.id} number={number} />
            <Button icon="pi pi-print" label={t('licence.print')} outlined onClick={() => window.print()} />
          </div>
        }
      />
      <LicenceSheet
        title={LICENCE_TITLES.readiness}
        number={number}
        state={{ valid: true, label: SHEET.approved! }}
        facts={[
          { label: SHEET.company!, value: <Auto>{r.company_name}</Auto> },
          { label: SHEET.camp!, value: <Auto>{r.camp_name}</Auto> },
          { label: SHEET.square!, value: <Auto>{r.square_name}</Auto> },
          {
            label: SHEET.validity!,
            value: (
              <span>
                {r.validity_period} يوماً / <Ltr>{`${r.validity_period} days`}</Ltr>
              </span>
            ),
          },
          { label: SHEET.from!, value: <Ltr>{formatDate(r.approved_at)}</Ltr>, sub: formatHijri(r.approved_at, 'ar') },
          { label: SHEET.to!, value: <Ltr>{formatDate(r.expires_at)}</Ltr>, sub: formatHijri(r.expires_at, 'ar') },
        ]}
        tables={answersTable(SHEET.answers!, r.questions)}
        verifyPath={r.qr}
      />
    </>
  );
}
