/** What the invoice screens share: the lines table with each line's VAT, and the totals under it. */
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Sar } from '../../shared/payments/Sar';
import type { Invoice } from './api';

type Line = Invoice['lines'][number];

export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <>
      <DataTable value={invoice.lines} dataKey="id" size="small" stripedRows aria-label={t('fields.lines')} data-testid="invoice-lines">
        <Column header="#" body={(_: Line, o: { rowIndex: number }) => <bdi dir="ltr">{o.rowIndex + 1}</bdi>} />
        <Column header={t('fields.line_description')} body={(l: Line) => <bdi dir="auto">{l.description}</bdi>} />
        <Column header={t('fields.quantity')} body={(l: Line) => <bdi dir="ltr">{l.quantity}</bdi>} />
        <Column header={t('fields.unit_price')} body={(l: Line) => <Sar value={l.unit_price} lang={lang} />} />
        <Column header={t('fields.vat')} body={(l: Line) => <Sar value={l.vat} lang={lang} />} />
        <Column header={t('fields.line_total')} body={(l: Line) => <Sar value={l.total} lang={lang} />} />
      </DataTable>
      <dl className="payment-totals" data-testid="invoice-totals">
        <dt>{t('fields.net_total')}</dt>
        <dd>
          <Sar value={invoice.net_total} lang={lang} />
        </dd>
        <dt>{t('fields.vat_total', { rate: invoice.vat_rate })}</dt>
        <dd>
          <Sar value={invoice.vat_total} lang={lang} testId="invoice-vat-total" />
        </dd>
        <dt className="grand">{t('fields.total')}</dt>
        <dd className="grand">
          <Sar value={invoice.total} lang={lang} testId="invoice-total" />
        </dd>
      </dl>
    </>
  );
}
