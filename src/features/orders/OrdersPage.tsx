/**
 * /orders: orders, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { orderMachine } from '../../../machines';
import { deleteOrder, invalidateOrders, useCampsOptions, useOrders, type Order, type OrderFilters } from './api';

const FILTERS = ['search', 'status', 'camp_id'] as const;

export default function OrdersPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of camps by name
  const campsOptions = useCampsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: OrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.camp_id ? { camp_id: Number(list.filters.camp_id) } : {}),
    ...(list.sortBody as Pick<OrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useOrders(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Order) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteOrder(row.id)).message;
        } finally {
          await invalidateOrders(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/orders/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(orderMachine, lang)} label={t('fields.status')} />
        <FilterSelect
          list={list}
          name="camp_id"
          options={(campsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.camp_id')}
          loading={campsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="orders" exportPath="/general/orders/export" exportBody={exportBody} />
      <ListTable<Order> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: Order) => (
            <Link to={`/orders/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.camp_id')} body={(r: Order) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.number_of_hijaj')} body={(r: Order) => <bdi dir="ltr">{r.number_of_hijaj ?? t('view.none')}</bdi>} />
        <Column header={t('fields.tent_count')} body={(r: Order) => <bdi dir="ltr">{r.tent_count ?? t('view.none')}</bdi>} />
        <Column header={t('fields.status')} body={(r: Order) => <StatusBadge machine={orderMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Order) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Order) => (
            <div className="row-actions">
              {can('order-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/orders/update/${r.id}`)}
                />
              )}
              {can('order-create') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.title}`}
                  tooltip={t('list.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => remove(r)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
