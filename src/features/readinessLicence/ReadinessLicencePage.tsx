/**
 * /readiness-license/license-ready/{id}: the approved readiness licence as an A4 sheet in Arabic
 * (English under each heading): the authority, the licence number, the company, camp and square,
 * the validity period and its dates in Gregorian and Hijri. "Print" prints the sheet alone. A
 * licence not approved shows why instead. "Download PDF" gives the server's licence with its QR code, which
 * opens the public check (/readiness-license/qr/{qr}); the sheet links that page too.
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { formatHijri } from '../../shared/lib/dates';
import { useReadinessLicense } from './api';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { LICENCE_KINDS, licenceNumber } from '../../../shared/licences';
import './readinessLicence.css';

const SHEET = {
  authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
  heading: LICENCE_KINDS.readiness.title,
  number: { ar: 'رقم الرخصة', en: 'Licence number' },
  company: { ar: 'الشركة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  square: { ar: 'المربع', en: 'Square' },
  validity: { ar: 'مدة الصلاحية', en: 'Validity period' },
  from: { ar: 'من', en: 'From' },
  to: { ar: 'إلى', en: 'To' },
  days: { ar: 'يوم', en: 'days' },
  check: { ar: 'للتحقق من صحة الرخصة افتح:', en: 'To check this licence, open:' },
};

const Heading = ({ k }: { k: keyof typeof SHEET }) => (
  <>
    {SHEET[k].ar}
    <span className="readiness-en" lang="en">
      {SHEET[k].en}
    </span>
  </>
);

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
  const when = (iso: string) => (
    <>
      <Ltr>{iso.slice(0, 10)}</Ltr> — {formatHijri(iso, 'ar')}
    </>
  );
  return (
    <>
      <PageHeader title={t('titles.licence')} />
      <div className="readiness-toolbar">
        <LicencePdfButton call="/simple-readiness-license/license/{id}/pdf" id={r.id} number={number} />
        <Button icon="pi pi-print" label={t('licence.print')} outlined onClick={() => window.print()} />
      </div>
      <article className="readiness-sheet" lang="ar" dir="rtl" aria-label={`${SHEET.heading.ar} ${r.id}`} data-testid="licence-sheet">
        <p className="readiness-authority">
          <Heading k="authority" />
        </p>
        <h2>
          <Heading k="heading" />
        </h2>
        <dl>
          <dt>
            <Heading k="number" />
          </dt>
          <dd>
            <Ltr data-testid="licence-number">{number}</Ltr>
          </dd>
          <dt>
            <Heading k="company" />
          </dt>
          <dd>
            <Auto>{r.company_name}</Auto>
          </dd>
          <dt>
            <Heading k="camp" />
          </dt>
          <dd>
            <Auto>{r.camp_name}</Auto>
          </dd>
          <dt>
            <Heading k="square" />
          </dt>
          <dd>
            <Auto>{r.square_name}</Auto>
          </dd>
          <dt>
            <Heading k="validity" />
          </dt>
          <dd>
            {r.validity_period} {SHEET.days.ar} / {r.validity_period} {SHEET.days.en}
          </dd>
          <dt>
            <Heading k="from" />
          </dt>
          <dd>{when(r.approved_at)}</dd>
          <dt>
            <Heading k="to" />
          </dt>
          <dd>{when(r.expires_at)}</dd>
        </dl>
        {r.qr && (
          <p className="readiness-check">
            <Heading k="check" />{' '}
            <a href={r.qr} data-testid="licence-check-link">
              <Ltr>{`${window.location.origin}${r.qr}`}</Ltr>
            </a>
          </p>
        )}
      </article>
    </>
  );
}
