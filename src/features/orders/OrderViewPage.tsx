/**
 * /orders/{id}: one order with every field, its status and the actions its lifecycle
 * accepts now (machines/order).
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { orderMachine } from '../../../machines';
import { useQueryClient } from '@tanstack/react-query';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { ordersActors, invalidateOrders, useOrder, type Order } from './api';

export default function OrderViewPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const client = useQueryClient();
  const record = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/orders" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Order = record.data;
  return (
    <>
      <PageHeader
        title={r.title}
        actions={
          hasPermission(session, 'order-update') ? (
            <Link to={`/orders/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions machine={orderMachine} record={r} actors={ordersActors} onDone={() => invalidateOrders(client)} />
      </section>
      <dl className="record-view">
        <dt>{t('fields.title')}</dt>
        <dd>{((r: Order) => (r.title ? <bdi>{r.title}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{((r: Order) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.number_of_hijaj')}</dt>
        <dd>{((r: Order) => <bdi dir="ltr">{r.number_of_hijaj ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.tent_count')}</dt>
        <dd>{((r: Order) => <bdi dir="ltr">{r.tent_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.count_day')}</dt>
        <dd>{((r: Order) => <bdi dir="ltr">{r.count_day ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.planed_achive_date')}</dt>
        <dd>{((r: Order) => <bdi dir="ltr">{r.planed_achive_date ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.notes')}</dt>
        <dd>{((r: Order) => (r.notes ? <bdi>{r.notes}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={orderMachine} status={r.status} />
        </dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
    </>
  );
}
