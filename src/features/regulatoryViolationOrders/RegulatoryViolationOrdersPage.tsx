/**
 * /regulatory-violation-order (spec 001 §2, POST list): regulatory violations, newest first; search, sort, page size
 * and pages live in the address; saved filters and CSV/XLSX export from the shared toolbar.
 * The desk (staff, government entities) sees every company's, filters by camp, records violations, edits and
 * discards drafts (asking first); a company sees its own issued ones, read-only.
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
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { seesAllViolations, violationMachine } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import {
  deleteRegulatoryViolationOrder,
  invalidateRegulatoryViolationOrders,
  useCampsOptions,
  useRegulatoryViolationOrders,
  type RegulatoryViolationOrder,
  type RegulatoryViolationOrderFilters,
} from './api';

const FILTERS = ['search', 'status', 'camp_id'] as const;

export default function RegulatoryViolationOrdersPage() {
  const { t, i18n } = useTranslation('regulatoryViolationOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const desk = seesAllViolations(accountTypeOf(session));
  // the desk's camp filter offers the first page of camps by name
  const campsOptions = useCampsOptions('', desk);

  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: RegulatoryViolationOrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.camp_id ? { camp_id: Number(list.filters.camp_id) } : {}),
    ...(list.sortBody as Pick<RegulatoryViolationOrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useRegulatoryViolationOrders(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: RegulatoryViolationOrder) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteRegulatoryViolationOrder(row.id)).message;
        } finally {
          await invalidateRegulatoryViolationOrders(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={desk && can('violationorder-index') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/regulatory-violation-order/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(violationMachine, lang)} label={t('fields.status')} />
        {desk ? (
          <FilterSelect
            list={list}
            name="camp_id"
            options={(campsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
            label={t('fields.camp_id')}
            loading={campsOptions.isPending}
          />
        ) : null}
      </SearchFilters>
      <ListToolbar list={list} name="regulatoryViolationOrders" exportPath="/regulatory-violation-order/export" exportBody={exportBody} />
      <ListTable<RegulatoryViolationOrder> list={list} query={query} emptyText={desk ? t('list.empty') : t('list.emptyCompany')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: RegulatoryViolationOrder) => (
            <Link to={`/regulatory-violation-order/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.camp_id')} body={(r: RegulatoryViolationOrder) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        {desk ? <Column header={t('fields.company')} body={(r: RegulatoryViolationOrder) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} /> : null}
        <Column header={t('fields.status')} body={(r: RegulatoryViolationOrder) => <StatusBadge machine={violationMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: RegulatoryViolationOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        {desk ? (
          <Column
            header={t('common:table.actions')}
            body={(r: RegulatoryViolationOrder) => (
              <div className="row-actions">
                {can('violationorder-index') && acceptedEvents(violationMachine, r.status).includes('UPDATE') && (
                  <Button
                    size="small"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`${t('list.edit')}: ${r.title}`}
                    tooltip={t('list.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(`/regulatory-violation-order/update/${r.id}`)}
                  />
                )}
                {/* only a draft is discarded: an issued violation stays on the company's record */}
                {can('violationorder-index') && r.status === 'draft' && (
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
        ) : null}
      </ListTable>
    </>
  );
}
