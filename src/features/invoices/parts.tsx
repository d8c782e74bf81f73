/** What the invoice screens share: the lines table with each line's VAT, and the totals under it. */
import { useTranslation } from 'react-i18next';
import { Sar } from '../../shared/payments/Sar';
import type { Invoice } from './api';

export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <>
      <table className="data-table invoice-lines" data-testid="invoice-lines">
        <caption className="visually-hidden">{t('fields.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('fields.line_description')}</th>
            <th scope="col">{t('fields.quantity')}</th>
            <th scope="col">{t('fields.unit_price')}</th>
            <th scope="col">{t('fields.vat')}</th>
            <th scope="col">{t('fields.line_total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={l.id}>
              <td>
                <bdi dir="ltr">{i + 1}</bdi>
              </td>
              <td>
                <bdi dir="auto">{l.description}</bdi>
              </td>
              <td>
                <bdi dir="ltr">{l.quantity}</bdi>
              </td>
              <td>
                <Sar value={l.unit_price} lang={lang} />
              </td>
              <td>
                <Sar value={l.vat} lang={lang} />
              </td>
              <td>
                <Sar value={l.total} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
