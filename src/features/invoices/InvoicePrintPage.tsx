/**
 * /invoices/{id}: the simplified tax invoice as a printable A4 sheet in Arabic (English under each heading) —
 * the seller and its VAT number, the buyer, the time of issue, the lines with their VAT, the totals with and
 * without VAT, and the e-invoice QR code (base64 TLV of the seller's name, VAT number, time stamp, total and VAT
 * total, made by the server: shared/einvoice.ts). "Print" prints the sheet alone; "Download PDF" gives the
 * server's PDF with the same QR code. A cancelled invoice is not printed.
 */
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../shared/label';
import { LicenceSheet, type SheetTable } from '../../shared/licence/LicenceSheet';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime, formatHijri } from '../../shared/lib/dates';
import { sarText } from '../../shared/payments/Sar';
import { useInvoice, type Invoice } from './api';

/** The invoice's words on the sheet (always Arabic with English: the sheet is the document). */
const SHEET = {
  title: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified tax invoice' },
  number: { ar: 'رقم الفاتورة', en: 'Invoice no.' },
  paid: { ar: 'مدفوعة', en: 'Paid' },
  unpaid: { ar: 'غير مدفوعة', en: 'Unpaid' },
  seller: { ar: 'البائع', en: 'Seller' },
  vatNumber: { ar: 'الرقم الضريبي للبائع', en: 'Seller VAT number' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  issued: { ar: 'تاريخ ووقت الإصدار', en: 'Issued on' },
  due: { ar: 'تاريخ الاستحقاق', en: 'Due date' },
  description: { ar: 'الوصف', en: 'Description' },
  net: { ar: 'الإجمالي دون الضريبة', en: 'Total excl. VAT' },
  vat: { ar: 'ضريبة القيمة المضافة 15٪', en: 'VAT 15 %' },
  total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  lines: { ar: 'بنود الفاتورة', en: 'Invoice lines' },
  qr: { ar: 'رمز الفاتورة الإلكترونية: البائع والرقم الضريبي ووقت الإصدار والإجمالي والضريبة', en: 'E-invoice QR code: seller, VAT number, time of issue, total and VAT' },
} satisfies Record<string, Label>;

const COLUMNS: Label[] = [
  { ar: 'البند', en: 'Item' },
  { ar: 'الكمية', en: 'Qty' },
  { ar: 'سعر الوحدة', en: 'Unit price' },
  { ar: 'الضريبة', en: 'VAT' },
  { ar: 'الإجمالي', en: 'Total' },
];

const money = (s: string) => <Ltr>{sarText(s, 'ar')}</Ltr>;

export function InvoiceSheet({ invoice: r }: { invoice: Invoice }) {
  const tables: SheetTable[] = [
    {
      id: 'lines',
      title: SHEET.lines,
      columns: COLUMNS,
      rows: r.lines.map((l) => ({ key: String(l.id), cells: [<bdi dir="auto">{l.description}</bdi>, <Ltr>{l.quantity}</Ltr>, money(l.unit_price), money(l.vat), money(l.total)] })),
    },
  ];
  return (
    <LicenceSheet
      title={SHEET.title}
      numberLabel={SHEET.number}
      number={r.number}
      state={{ valid: r.status === 'approved', label: r.status === 'approved' ? SHEET.paid : SHEET.unpaid }}
      facts={[
        { label: SHEET.seller, value: <bdi dir="auto">{r.seller_name}</bdi> },
        { label: SHEET.vatNumber, value: <Ltr>{r.seller_vat_number}</Ltr> },
        { label: SHEET.buyer, value: <bdi dir="auto">{r.company_name}</bdi> },
        { label: SHEET.issued, value: <Ltr>{formatDateTime(r.created_at)}</Ltr>, sub: formatHijri(r.created_at, 'ar') },
        { label: SHEET.due, value: <Ltr>{r.due_date}</Ltr> },
        { label: SHEET.description, value: <bdi dir="auto">{r.description}</bdi> },
        { label: SHEET.net, value: money(r.net_total) },
        { label: SHEET.vat, value: money(r.vat_total) },
        { label: SHEET.total, value: <strong data-testid="invoice-sheet-total">{money(r.total)}</strong> },
      ]}
      tables={tables}
      verifyPath={null}
      qrData={{ text: r.qr, caption: SHEET.qr, alt: `رمز الفاتورة الإلكترونية ${r.number} — e-invoice QR code ${r.number}` }}
      testId="invoice-sheet"
      numberTestId="invoice-sheet-number"
    />
  );
}

export default function InvoicePrintPage() {
  const { t } = useTranslation('invoices');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useInvoice(valid ? id : null);
  const back = valid ? (
    <Link to={`/invoices/details/${id}`} className="p-button p-component p-button-outlined">
      <i className="pi pi-file" aria-hidden />
      <span>{t('titles.view')}</span>
    </Link>
  ) : null;

  if (!valid || (invoice.isError && isApiFailure(invoice.error) && invoice.error.status === 404))
    return (
      <>
        <PageHeader title={t('titles.print')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/invoices" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  if (invoice.isError) return <LoadFailed error={invoice.error} title={t('form.loadFailed')} onRetry={() => void invoice.refetch()} />;
  if (invoice.isPending) return <Skeleton height="40rem" />;
  const r = invoice.data;
  if (r.status === 'cancelled')
    return (
      <>
        <PageHeader title={t('titles.print')} actions={back} />
        <div className="state-panel" role="status" data-testid="invoice-cancelled">
          <i className="pi pi-info-circle" aria-hidden />
          <p>{r.status_text}</p>
        </div>
      </>
    );
  return (
    <>
      <PageHeader
        title={t('titles.print')}
        actions={
          <div className="licence-toolbar">
            {back}
            <LicencePdfButton call="/general/invoices/pdf/{id}" id={r.id} number={r.number} />
            <Button type="button" icon="pi pi-print" label={t('view.printNow')} outlined onClick={() => window.print()} />
          </div>
        }
      />
      <InvoiceSheet invoice={r} />
    </>
  );
}
