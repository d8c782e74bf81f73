/**
 * /re-assign-orders and /lock-orders (spec 001 §2): the orders of one type, newest first (a company its own,
 * staff every company's); search by company and filter by status in the address; a row opens the order at
 * its current step's screen. Staff (admin, kdana) holding `re-assign` (re-assign) or `lock-form` (lock) open a new order;
 * lock staff also lock many camps at once (bulk lock).
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { Sar } from '../../shared/payments/Sar';
import { isStaffType } from '../../../shared/accountTypes';
import { machineOf, stepPath, typeOfPath, useReassignOrders, type ReassignOrder, type ReassignOrderFilters } from './api';
import { NewOrderDialog } from './NewOrderDialog';
import { BulkLockDialog } from './BulkLockDialog';
import { campsText } from './shared';
import './reassignOrders.css';

const FILTERS = ['search', 'status'] as const;

export default function ReassignOrdersPage() {
  const { t, i18n } = useTranslation('reassignOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const type = typeOfPath(useLocation().pathname);
  const machine = machineOf(type);
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const [dialog, setDialog] = useState<'new' | 'bulk' | null>(null);
  // opening orders is the authority's (the contract's x-account-types: admin, kdana)
  const creator = hasPermission(session, type === 'lock' ? 'lock-form' : 're-assign') && isStaffType(accountTypeOf(session));
  const filters: ReassignOrderFilters = {
    type,
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.sortBody as Pick<ReassignOrderFilters, 'sort' | 'direction'>),
  };
  const query = useReassignOrders(filters, list.page);
  const title = t(`titles.list_${type}`);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          creator ? (
            <>
              <Button label={t('list.add')} icon="pi pi-plus" onClick={() => setDialog('new')} />
              {type === 'lock' && <Button label={t('bulkLock.open')} icon="pi pi-lock" outlined onClick={() => setDialog('bulk')} />}
            </>
          ) : undefined
        }
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(machine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListTable<ReassignOrder> list={list} query={query} emptyText={t('list.empty')} label={title} rowLabel={(r) => `#${r.id}`}>
        <Column
          header={t('fields.id')}
          body={(r: ReassignOrder) => (
            <Link to={stepPath(r, (permission) => hasPermission(session, permission))} aria-label={t('list.open', { id: r.id })}>
              <bdi dir="ltr">#{r.id}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.company')} body={(r: ReassignOrder) => (r.company_name ? <bdi dir="auto">{r.company_name}</bdi> : t('view.none'))} />
        <Column header={t('fields.camps')} body={(r: ReassignOrder) => <bdi dir="auto">{campsText(r.camps) || t('view.none')}</bdi>} />
        <Column field="status" sortable header={t('fields.status')} body={(r: ReassignOrder) => <StatusBadge machine={machine} status={r.status} />} />
        <Column header={t('fields.penalty')} body={(r: ReassignOrder) => <Sar value={r.penalty_amount} lang={lang} />} />
        <Column header={t('fields.appointment')} body={(r: ReassignOrder) => (r.appointment ? <bdi dir="ltr">{r.appointment}</bdi> : t('view.none'))} />
        <Column header={t('fields.missed')} body={(r: ReassignOrder) => <bdi dir="ltr">{r.MissedSignCount}</bdi>} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: ReassignOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: ReassignOrder) => (
            <Button
              size="small"
              icon="pi pi-eye"
              text
              rounded
              aria-label={t('list.open', { id: r.id })}
              tooltip={t('list.view')}
              tooltipOptions={{ position: 'top' }}
              onClick={() => void navigate(stepPath(r, (permission) => hasPermission(session, permission)))}
            />
          )}
        />
      </ListTable>
      {creator && <NewOrderDialog type={type} open={dialog === 'new'} onClose={() => setDialog(null)} />}
      {creator && type === 'lock' && <BulkLockDialog open={dialog === 'bulk'} onClose={() => setDialog(null)} />}
    </>
  );
}
