/**
 * /temp-licenses-order/ready/{id}: the approved temporary licence as a printable A4 sheet in Arabic
 * (English under each heading): the authority, the licence number, the company, the camp, the
 * temporary structure, the approval date in Gregorian and Hijri, and the answers to the
 * temporary-licence form. "Print" prints the sheet alone (the portal's chrome is hidden in print). An
 * order that is not approved says so and links to its page. "Download PDF" gives the server's licence;
 * the QR code on both opens the public check (/temp-licenses-order/qr/{qr}). The sheet is every licence's
 * (src/shared/licence/LicenceSheet.tsx).
 */
import { answersTable, LicenceSheet } from '../../shared/licence/LicenceSheet';
import { LICENCE_TITLES, licenceNumber } from '../../../shared/licences';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LicencePageShell } from '../../shared/licence/LicencePageShell';
import type { Label } from '../../../shared/label';
import { Ltr } from '../../shared/ui/Bdi';
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
  return (
    <LicencePageShell
      title={t('titles.ready')}
      back={valid ? { to: `/temp-licenses-order/view/${id}`, label: t('ready.back') } : null}
      list={{ to: '/temp-licenses-order', label: t('titles.list') }}
      texts={{ notFound: t('form.notFound'), loadFailed: t('form.loadFailed'), print: t('ready.print') }}
      query={useTempLicenceOrder(valid ? id : null)}
      notIssued={(r) => (r.status === 'approved' ? null : { text: t('ready.notApproved', { status: r.status_text }), testId: 'temp-licence-not-approved' })}
      pdf={(r) => ({ call: '/general/temp_license_order/license/{id}/pdf', id: r.id, number: licenceNumberOf(r) })}
    >
      {(r) => <TempLicenceSheet order={r} />}
    </LicencePageShell>
  );
}
