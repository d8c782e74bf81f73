/**
 * /sadad/details/{id}: one SADAD order — its bill number, company, amount, due date, status, the receipt the
 * company uploaded and the reason of a rejection — with the actions its lifecycle takes now for this user
 * (machines/sadadOrder: the company uploads its proof of payment; the authority approves, rejects with a
 * reason, or cancels) and the change log (logs/{id}). Another company's order is "not found".
 */
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { FileLink } from '../../shared/ui/StoredFile';
import { isApiFailure } from '../../shared/api/errors';
import { sadadOrderMachine } from '../../../machines';
import { Sar } from '../../shared/payments/Sar';
import { PaymentActions, PaymentLog, payerPartiesOf } from '../../shared/payments/PaymentPanel';
import { useSession } from '../../shared/auth/session';
import { invalidateSadadOrders, sadadOrdersActors, useSadadOrder, type SadadOrder } from './api';

export default function SadadOrderViewPage() {
  const { t, i18n } = useTranslation('sadadOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const client = useQueryClient();
  const record = useSadadOrder(valid ? id : null);
  // how to pay is said to the company that pays, not to the staff who issued the order
  const payer = payerPartiesOf(useSession()).length > 0;

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/sadad" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: SadadOrder = record.data;
  const none = t('view.none');
  return (
    <>
      <PageHeader title={t('titles.view')} subtitle={r.bill_number ?? undefined} />
      <section className="record-actions" aria-label={t('view.actions')}>
        <PaymentActions record={r} machine={sadadOrderMachine} workflow="sadadOrder" actors={sadadOrdersActors} onDone={() => invalidateSadadOrders(client)} />
      </section>
      <dl className="record-view">
        <dt>{t('fields.bill_number')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="sadad-bill-number">
            {r.bill_number ?? none}
          </bdi>
        </dd>
        <dt>{t('fields.company_id')}</dt>
        <dd>{r.company_name ? <bdi>{r.company_name}</bdi> : none}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>
          <bdi dir="auto">{r.description}</bdi>
        </dd>
        <dt>{t('fields.amount')}</dt>
        <dd>
          <Sar value={r.amount} lang={lang} testId="sadad-amount" />
        </dd>
        <dt>{t('fields.due_date')}</dt>
        <dd>
          <bdi dir="ltr">{r.due_date}</bdi>
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={sadadOrderMachine} status={r.status} />
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
      {payer && (r.status === 'pending' || r.status === 'rejected') && <p className="muted">{t('view.payHow')}</p>}
      <PaymentLog path="/general/sadad/logs/{id}" id={r.id} version={r.version} />
    </>
  );
}
