/**
 * /orders/license/{id} and /orders/license-ready/{id}: the licence of a licensed order (GET
 * license/{id}) as an A4 sheet in Arabic (English beside each heading): the authority, the licence
 * number and whether it is valid today, the receiving company, camp and square, the parties, the
 * licensed services, the validity in Gregorian and Hijri, and a QR code (drawn here) that opens the
 * public check page (verify_path). "Download PDF" reads the server's PDF with the session's token;
 * "Print" prints the sheet alone (the portal's chrome is hidden in print).
 */
import { Link } from 'react-router';
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
import { LicenceSheet } from '../../shared/licence/LicenceSheet';
import { LICENCE_TITLES } from '../../../shared/licences';
import { twin } from '../../shared/orders/family';
import { useOrderFamily } from './family';
import './orders.css';

/** The sheet's own words: Arabic first, English under it, whatever the screen's language. */
/** The order licence's own words on the sheet (its layout and common headings: src/shared/licence/LicenceSheet.tsx). */
const SHEET: Record<string, Label> = {
  // the PDF's kinds (server/licence/pdf.ts orderLicenceParts), so the screen and the printed sheet say the same
  kind: { ar: 'نوع الطلب', en: 'Order type' },
  order: { ar: 'طلب خدمات', en: 'Services order' },
  locationOrder: { ar: 'طلب موقع', en: 'Location order' },
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
  valid: { ar: 'سارية', en: 'Valid' },
  invalid: { ar: 'غير سارية اليوم', en: 'Not valid today' },
  unspecified: { ar: 'غير محدد', en: 'Not specified' },
};

const day = (iso: string) => `${iso}T12:00:00`;

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
      {licence.isPending ? <Skeleton height="40rem" /> : <OrderLicenceSheet licence={licence.data} />}
    </>
  );
}

function OrderLicenceSheet({ licence }: { licence: OrderLicence }) {
  const { family } = useOrderFamily();
  const valid = licence.valid === 1;
  return (
    <LicenceSheet
      title={LICENCE_TITLES[family]}
      kind={{ ar: `${SHEET.kind!.ar}: ${SHEET[family]!.ar}`, en: `${SHEET.kind!.en}: ${SHEET[family]!.en}` }}
      number={licence.number}
      state={{ valid, label: valid ? SHEET.valid! : SHEET.invalid! }}
      facts={[
        {
          label: SHEET.company!,
          value: <bdi dir="auto">{licence.company.name}</bdi>,
          sub: licence.company.cr ? (
            <>
              {SHEET.cr!.ar}: <Ltr>{licence.company.cr}</Ltr>
            </>
          ) : undefined,
        },
        {
          label: SHEET.camp!,
          value: <bdi dir="auto">{licence.camp.name}</bdi>,
          sub: licence.camp.name_en ? (
            <bdi dir="ltr" lang="en">
              {licence.camp.name_en}
            </bdi>
          ) : undefined,
        },
        { label: SHEET.square!, value: licence.square ? <bdi dir="auto">{licence.square}</bdi> : SHEET.unspecified!.ar },
        { label: SHEET.issued!, value: <Ltr>{formatDate(day(licence.issued_at))}</Ltr>, sub: formatHijri(day(licence.issued_at), 'ar') },
        { label: SHEET.validUntil!, value: <Ltr data-testid="licence-valid-until">{formatDate(day(licence.valid_until))}</Ltr>, sub: formatHijri(day(licence.valid_until), 'ar') },
      ]}
      tables={[
        ...(licence.parties.length
          ? [
              {
                id: 'parties',
                title: SHEET.parties!,
                columns: [SHEET.role!, SHEET.name!],
                rows: licence.parties.map((p, i) => ({ key: `${p.role.ar}-${i}`, cells: [p.role.ar, <bdi dir="auto">{p.name}</bdi>] })),
              },
            ]
          : []),
        {
          id: 'services',
          title: SHEET.services!,
          columns: [SHEET.service!, SHEET.specialty!],
          rows: licence.services.map((x, i) => ({ key: `${x.name}-${i}`, cells: [<bdi dir="auto">{x.name}</bdi>, x.specialty ? <bdi dir="auto">{x.specialty}</bdi> : SHEET.unspecified!.ar] })),
        },
      ]}
      verifyPath={licence.verify_path}
    />
  );
}
