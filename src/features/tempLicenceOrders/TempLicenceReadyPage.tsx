/**
 * /temp-licenses-order/ready/{id}: the approved temporary licence as a printable A4 sheet in Arabic
 * (English under each heading): the authority, the licence number, the company, the camp, the
 * temporary structure, the approval date in Gregorian and Hijri, and the answers to the
 * temporary-licence form. "Print" prints the sheet alone (the portal's chrome is hidden in print). An
 * order that is not approved says so and links to its page. "Download PDF" gives the server's licence
 * with its QR code, which opens the public check (/temp-licenses-order/qr/{qr}); the sheet links it too.
 */
import { Link, useParams } from 'react-router';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { LICENCE_KINDS, licenceNumber } from '../../../shared/licences';
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

/** The sheet's own words: Arabic first, English under it, whatever the screen's language. */
const SHEET: Record<string, Label> = {
  authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
  portal: { ar: 'منصة المشاعر — مزدلفة', en: 'Mashaer portal — Muzdalifah' },
  heading: LICENCE_KINDS.temporary.title,
  check: { ar: 'للتحقق من صحة الرخصة افتح:', en: 'To check this licence, open:' },
  number: { ar: 'رقم الرخصة', en: 'Licence no.' },
  approved: { ar: 'معتمدة', en: 'Approved' },
  company: { ar: 'الجهة', en: 'Company' },
  camp: { ar: 'المخيم', en: 'Camp' },
  structure: { ar: 'المنشأة المؤقتة', en: 'Temporary structure' },
  issued: { ar: 'تاريخ الاعتماد', en: 'Approved on' },
  answers: { ar: 'بيانات نموذج الرخصة المؤقتة', en: 'Temporary-licence form' },
  question: { ar: 'السؤال', en: 'Question' },
  answer: { ar: 'الإجابة', en: 'Answer' },
  yes: { ar: 'نعم', en: 'Yes' },
  no: { ar: 'لا', en: 'No' },
  none: { ar: '—', en: '—' },
};

function Both({ label }: { label: Label }) {
  return (
    <>
      <span>{label.ar}</span>
      <span className="tl-sheet-en" lang="en">
        <bdi dir="ltr">{label.en}</bdi>
      </span>
    </>
  );
}

/** The licence number every licence kind prints (shared/licences.ts). */
export const licenceNumberOf = (r: Pick<TempLicenceOrderDetails, 'id' | 'decided_at'>) => licenceNumber('temporary', r.decided_at, r.id);

const answerText = (q: TempLicenceOrderDetails['questions'][number]) => {
  if (!q.answer) return SHEET.none!.ar;
  if (q.type === 'yes_no') return q.answer === 'yes' ? SHEET.yes!.ar : SHEET.no!.ar;
  if (q.type === 'choice') return q.options.find((o) => String(o.id) === q.answer)?.name ?? q.answer;
  return q.answer;
};

export function TempLicenceSheet({ order }: { order: TempLicenceOrderDetails }) {
  const number = licenceNumberOf(order);
  return (
    <article className="tl-sheet" lang="ar" dir="rtl" aria-label={`${SHEET.heading!.ar} ${number}`} data-testid="temp-licence-sheet">
      <header className="tl-sheet-head">
        <img src="/logo.svg" alt="" width={64} height={64} />
        <div>
          <p className="tl-sheet-authority">
            <Both label={SHEET.authority!} />
          </p>
          <p className="tl-sheet-portal">
            <Both label={SHEET.portal!} />
          </p>
        </div>
      </header>
      <h2 className="tl-sheet-title">
        <Both label={SHEET.heading!} />
      </h2>
      <div className="tl-sheet-number">
        <span className="tl-sheet-label">
          <Both label={SHEET.number!} />
        </span>
        <Ltr className="tl-sheet-code" data-testid="temp-licence-number">
          {number}
        </Ltr>
        <span className="tl-sheet-state is-valid">
          <i className="pi pi-check-circle" aria-hidden /> {SHEET.approved!.ar}
        </span>
      </div>
      <dl className="tl-sheet-facts">
        <div>
          <dt>
            <Both label={SHEET.company!} />
          </dt>
          <dd>
            <bdi dir="auto">{order.company_name}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.camp!} />
          </dt>
          <dd>
            <bdi dir="auto">{order.camp_name}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.structure!} />
          </dt>
          <dd>
            <bdi dir="auto">{order.structure}</bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.issued!} />
          </dt>
          <dd>
            <Ltr>{formatDate(order.decided_at)}</Ltr>
            <small>{formatHijri(order.decided_at, 'ar')}</small>
          </dd>
        </div>
      </dl>
      {order.questions.length > 0 && (
        <section className="tl-sheet-block" aria-labelledby="tl-sheet-answers">
          <h3 id="tl-sheet-answers">
            <Both label={SHEET.answers!} />
          </h3>
          <table className="tl-sheet-table">
            <thead>
              <tr>
                <th scope="col">{SHEET.question!.ar}</th>
                <th scope="col">{SHEET.answer!.ar}</th>
              </tr>
            </thead>
            <tbody>
              {order.questions.map((q) => (
                <tr key={q.question_id}>
                  <td>{q.title}</td>
                  <td>
                    <bdi dir="auto">{answerText(q)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {order.verify_path && (
        <p className="tl-sheet-check">
          {SHEET.check!.ar}{' '}
          <a href={order.verify_path} data-testid="licence-check-link">
            <Ltr>{`${window.location.origin}${order.verify_path}`}</Ltr>
          </a>
        </p>
      )}
      {order.form.body && (
        <footer className="tl-sheet-foot">
          <p>{order.form.body}</p>
        </footer>
      )}
    </article>
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
          <div className="tl-toolbar">
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
