/**
 * /orders/license/{id} and /orders/license-ready/{id}: the licence of a licensed order (GET
 * license/{id}) as an A4 sheet in Arabic (English beside each heading): the authority, the licence
 * number and whether it is valid today, the receiving company, camp and square, the parties, the
 * licensed services, the validity in Gregorian and Hijri, and a QR code (drawn here) that opens the
 * public check page (verify_path). "Download PDF" reads the server's PDF with the session's token;
 * "Print" prints the sheet alone (the portal's chrome is hidden in print).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import QRCode from 'qrcode';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { useOrderId } from './OrderScreen';
import { useOrderLicence, type OrderLicence } from './api';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { twin } from '../../shared/orders/family';
import { useOrderFamily } from './family';
import './orders.css';

/** The sheet's own words: Arabic first, English under it, whatever the screen's language. */
const SHEET: Record<string, Label> = {
  authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
  portal: { ar: 'منصة المشاعر — مزدلفة', en: 'Mashaer portal — Muzdalifah' },
  // the PDF's title and kinds (server/licence/pdf.ts), so the screen and the printed sheet say the same
  heading: { ar: 'رخصة بناء وتجهيز', en: 'Building and Fit-out Licence' },
  kind: { ar: 'نوع الطلب', en: 'Order type' },
  order: { ar: 'طلب خدمات', en: 'Services order' },
  locationOrder: { ar: 'طلب موقع', en: 'Location order' },
  number: { ar: 'رقم الرخصة', en: 'Licence no.' },
  company: { ar: 'الجهة المستلمة', en: 'Receiving company' },
  cr: { ar: 'السجل التجاري', en: 'Commercial register' },
  camp: { ar: 'المخيم', en: 'Camp' },
  square: { ar: 'المربع', en: 'Square' },
  issued: { ar: 'تاريخ الإصدار', en: 'Issued' },
  validUntil: { ar: 'سارية حتى', en: 'Valid until' },
  parties: { ar: 'الجهات المشاركة', en: 'Parties' },
  role: { ar: 'الصفة', en: 'Role' },
  name: { ar: 'الجهة', en: 'Company' },
  services: { ar: 'الخدمات المرخصة', en: 'Licensed services' },
  service: { ar: 'الخدمة', en: 'Service' },
  specialty: { ar: 'التخصص', en: 'Specialty' },
  verify: { ar: 'للتحقق من صحة الرخصة امسح الرمز أو افتح الرابط', en: 'To check this licence, scan the code or open the link' },
  valid: { ar: 'سارية', en: 'Valid' },
  invalid: { ar: 'غير سارية اليوم', en: 'Not valid today' },
  unspecified: { ar: 'غير محدد', en: 'Not specified' },
};

function Both({ label }: { label: Label }) {
  return (
    <>
      <span>{label.ar}</span>
      <span className="licence-en" lang="en">
        <bdi dir="ltr">{label.en}</bdi>
      </span>
    </>
  );
}

const day = (iso: string) => `${iso}T12:00:00`;

/** The QR code of the check page, drawn in the browser (the `qrcode` package the server's PDF uses too; this screen is loaded on its own). */
function useQrSvg(url: string | null) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);
  return svg;
}

export default function OrderLicencePage() {
  const { t } = useTranslation('orders');
  const id = useOrderId();
  const F = useOrderFamily();
  const licence = useOrderLicence(F.family, id);
  const back = id ? (
    <Link to={F.screen('details', id)} className="p-button p-component p-button-outlined">
      <i className="pi pi-file" aria-hidden />
      <span>{t('licence.back')}</span>
    </Link>
  ) : null;

  if (id === null || licence.isError) {
    const status = isApiFailure(licence.error) ? licence.error.status : 404;
    return (
      <>
        <PageHeader title={t(`${F.titles}.licence`)} actions={back} />
        {status === 409 ? (
          <div className="state-panel" role="status">
            <i className="pi pi-info-circle" aria-hidden />
            <p>{t('licence.notLicensed')}</p>
          </div>
        ) : status === 404 || status === 403 ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
          </div>
        ) : (
          <LoadFailed error={licence.error} onRetry={() => void licence.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t(`${F.titles}.licence`)}
        actions={
          <div className="licence-toolbar">
            {back}
            <LicencePdfButton call={twin(F.family, '/general/orders/license/{id}/pdf')} id={id} number={licence.data?.number ?? `licence-${id}`} disabled={!licence.data} />
            <Button type="button" icon="pi pi-print" label={t('licence.print')} outlined disabled={!licence.data} onClick={() => window.print()} />
          </div>
        }
      />
      {licence.isPending ? <Skeleton height="40rem" /> : <LicenceSheet licence={licence.data} />}
    </>
  );
}

export function LicenceSheet({ licence }: { licence: OrderLicence }) {
  const { t } = useTranslation('orders');
  const verifyUrl = `${window.location.origin}${licence.verify_path}`;
  const qr = useQrSvg(verifyUrl);
  const valid = licence.valid === 1;
  const { family } = useOrderFamily();
  return (
    <article className="licence-sheet" lang="ar" dir="rtl" aria-label={`${SHEET.heading!.ar} ${licence.number}`} data-testid="licence-sheet">
      <header className="licence-head">
        <img src="/logo.svg" alt="" width={64} height={64} />
        <div>
          <p className="licence-authority">
            <Both label={SHEET.authority!} />
          </p>
          <p className="licence-portal">
            <Both label={SHEET.portal!} />
          </p>
        </div>
      </header>
      <h2 className="licence-title">
        <Both label={SHEET.heading!} />
      </h2>
      <p className="licence-kind" data-testid="licence-kind">
        <Both label={{ ar: `${SHEET.kind!.ar}: ${SHEET[family]!.ar}`, en: `${SHEET.kind!.en}: ${SHEET[family]!.en}` }} />
      </p>
      <div className="licence-number">
        <span className="licence-label">
          <Both label={SHEET.number!} />
        </span>
        <Ltr className="licence-code" data-testid="licence-number">
          {licence.number}
        </Ltr>
        <span className={`licence-state ${valid ? 'is-valid' : 'is-invalid'}`}>
          <i className={valid ? 'pi pi-check-circle' : 'pi pi-times-circle'} aria-hidden /> {valid ? SHEET.valid!.ar : SHEET.invalid!.ar}
        </span>
      </div>
      <dl className="licence-facts">
        <div>
          <dt>
            <Both label={SHEET.company!} />
          </dt>
          <dd>
            <bdi dir="auto">{licence.company.name}</bdi>
            {licence.company.cr && (
              <small>
                {SHEET.cr!.ar}: <Ltr>{licence.company.cr}</Ltr>
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.camp!} />
          </dt>
          <dd>
            <bdi dir="auto">{licence.camp.name}</bdi>
            {licence.camp.name_en && (
              <small lang="en">
                <bdi dir="ltr">{licence.camp.name_en}</bdi>
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.square!} />
          </dt>
          <dd>{licence.square ? <bdi dir="auto">{licence.square}</bdi> : SHEET.unspecified!.ar}</dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.issued!} />
          </dt>
          <dd>
            <Ltr>{formatDate(day(licence.issued_at))}</Ltr>
            <small>{formatHijri(day(licence.issued_at), 'ar')}</small>
          </dd>
        </div>
        <div>
          <dt>
            <Both label={SHEET.validUntil!} />
          </dt>
          <dd>
            <Ltr data-testid="licence-valid-until">{formatDate(day(licence.valid_until))}</Ltr>
            <small>{formatHijri(day(licence.valid_until), 'ar')}</small>
          </dd>
        </div>
      </dl>
      {licence.parties.length > 0 && (
        <section className="licence-block" aria-labelledby="licence-parties">
          <h3 id="licence-parties">
            <Both label={SHEET.parties!} />
          </h3>
          <table className="licence-table">
            <thead>
              <tr>
                <th scope="col">{SHEET.role!.ar}</th>
                <th scope="col">{SHEET.name!.ar}</th>
              </tr>
            </thead>
            <tbody>
              {licence.parties.map((p, i) => (
                <tr key={`${p.role.ar}-${i}`}>
                  <td>{p.role.ar}</td>
                  <td>
                    <bdi dir="auto">{p.name}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section className="licence-block" aria-labelledby="licence-services">
        <h3 id="licence-services">
          <Both label={SHEET.services!} />
        </h3>
        <table className="licence-table">
          <thead>
            <tr>
              <th scope="col">{SHEET.service!.ar}</th>
              <th scope="col">{SHEET.specialty!.ar}</th>
            </tr>
          </thead>
          <tbody>
            {licence.services.map((s, i) => (
              <tr key={`${s.name}-${i}`}>
                <td>
                  <bdi dir="auto">{s.name}</bdi>
                </td>
                <td>{s.specialty ? <bdi dir="auto">{s.specialty}</bdi> : SHEET.unspecified!.ar}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <footer className="licence-foot">
        <div className="licence-qr" data-testid="licence-qr">
          {qr ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`} alt={t('licence.qrAlt', { number: licence.number })} width={120} height={120} /> : null}
        </div>
        <div className="licence-verify">
          <p>
            <Both label={SHEET.verify!} />
          </p>
          <a href={licence.verify_path} target="_blank" rel="noreferrer" data-testid="licence-verify">
            <Ltr>{verifyUrl}</Ltr>
          </a>
        </div>
      </footer>
    </article>
  );
}
