/**
 * /invoices/details/{id}: one invoice — its number, company, seller and VAT number, lines with their VAT,
 * totals, status, the receipt and a rejection's reason — with the actions its lifecycle takes now for this
 * user (machines/invoice: the company uploads its proof of payment; the authority edits a pending invoice,
 * approves, rejects with a reason, or cancels), the printable invoice, and the change log (logs/{id}).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { Button } from 'primereact/button';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { FileLink } from '../../shared/ui/StoredFile';
import { isApiFailure } from '../../shared/api/errors';
import { invoiceMachine } from '../../../machines';
import { PaymentActions, PaymentLog } from '../../shared/payments/PaymentPanel';
import { invalidateInvoices, invoicesActors, useInvoice, type Invoice } from './api';
import { InvoiceLines } from './parts';

export default function InvoiceViewPage() {
  const { t } = useTranslation('invoices');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useInvoice(valid ? id : null);

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/invoices" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="14rem" />;
  const r: Invoice = record.data;
  const none = t('view.none');
  return (
    <>
      <PageHeader
        title={t('titles.view')}
        subtitle={r.number}
        actions={
          r.status !== 'cancelled' ? <Button label={t('view.print')} icon="pi pi-print" outlined onClick={() => void navigate(`/invoices/${r.id}`)} data-testid="invoice-print-link" /> : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <PaymentActions
          record={r}
          machine={invoiceMachine}
          workflow="invoice"
          actors={invoicesActors}
          screens={{ UPDATE: () => void navigate(`/invoices/edit/${r.id}`) }}
          onDone={() => invalidateInvoices(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.number')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="invoice-number">
            {r.number}
          </bdi>
        </dd>
        <dt>{t('fields.company_id')}</dt>
        <dd>{r.company_name ? <bdi>{r.company_name}</bdi> : none}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>
          <bdi dir="auto">{r.description}</bdi>
        </dd>
        <dt>{t('fields.seller')}</dt>
        <dd>
          <bdi>{r.seller_name}</bdi>
        </dd>
        <dt>{t('fields.seller_vat_number')}</dt>
        <dd>
          <bdi dir="ltr">{r.seller_vat_number}</bdi>
        </dd>
        <dt>{t('fields.due_date')}</dt>
        <dd>
          <bdi dir="ltr">{r.due_date}</bdi>
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={invoiceMachine} status={r.status} />
        </dd>
        <dt>{t('fields.attachment')}</dt>
        <dd>{r.attachment ? <FileLink url={r.attachment.url} name={r.attachment.name} size={r.attachment.size} /> : <span className="muted">{t('view.noAttachment')}</span>}</dd>
        {r.rejection_reason && (
          <>
            <dt>{t('fields.rejection_reason')}</dt>
            <dd>
              <bdi dir="auto">{r.rejection_reason}</bdi>
            </dd>
          </>
        )}
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
      </dl>
      <section className="payment-section" aria-labelledby="invoice-lines-title">
        <h2 id="invoice-lines-title">{t('fields.lines')}</h2>
        <InvoiceLines invoice={r} />
      </section>
      <PaymentLog path="/general/invoices/logs/{id}" id={r.id} version={r.version} />
    </>
  );
}
