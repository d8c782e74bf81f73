/**
 * /temp-licenses-order: temporary licence orders, newest first (a company its own, staff every
 * company's); search, status, sort, page size and pages live in the address; saved filters and
 * CSV/XLSX export from the shared toolbar. Adding shows to holders of temp-licenses-order-create;
 * changing and deleting only on a pending order (the machine's UPDATE) to holders of their permission;
 * deleting asks first. An approved order links to its licence sheet.
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
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { tempLicenceOrderMachine } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import { isStaffType } from '../../../shared/accountTypes';
import { deleteTempLicenceOrder, invalidateTempLicenceOrders, useTempLicenceOrders, type TempLicenceOrder, type TempLicenceOrderFilters } from './api';

const FILTERS = ['search', 'status'] as const;

export default function TempLicenceOrdersPage() {
  const { t, i18n } = useTranslation('tempLicenceOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: TempLicenceOrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status as TempLicenceOrderFilters['status'] } : {}),
    ...(list.sortBody as Pick<TempLicenceOrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useTempLicenceOrders(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);
  // staff see every company's orders (and the company column); a company edits its own while pending
  const staff = isStaffType(accountTypeOf(session));
  const editable = (r: TempLicenceOrder) => !staff && acceptedEvents(tempLicenceOrderMachine, r.status).includes('UPDATE');

  const remove = (row: TempLicenceOrder) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteTempLicenceOrder(row.id)).message;
        } finally {
          await invalidateTempLicenceOrders(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.structure }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('temp-licenses-order-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/temp-licenses-order/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(tempLicenceOrderMachine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListToolbar list={list} name="tempLicenceOrders" exportPath="/general/temp_license_order/export" exportBody={exportBody} />
      <ListTable<TempLicenceOrder> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="structure"
          sortable
          header={t('fields.structure')}
          body={(r: TempLicenceOrder) => (
            <Link to={`/temp-licenses-order/view/${r.id}`}>
              <bdi>{r.structure}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.assign_camp_id')} body={(r: TempLicenceOrder) => <bdi dir="auto">{r.camp_name}</bdi>} />
        {staff && <Column header={t('fields.company')} body={(r: TempLicenceOrder) => <bdi dir="auto">{r.company_name}</bdi>} />}
        <Column header={t('fields.status')} body={(r: TempLicenceOrder) => <StatusBadge machine={tempLicenceOrderMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: TempLicenceOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: TempLicenceOrder) => (
            <div className="row-actions">
              {r.status === 'approved' && (
                <Button
                  size="small"
                  icon="pi pi-print"
                  text
                  rounded
                  aria-label={`${t('view.licence')}: ${r.structure}`}
                  tooltip={t('view.licence')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/temp-licenses-order/ready/${r.id}`)}
                />
              )}
              {can('temp-licenses-order-update') && editable(r) && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.structure}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/temp-licenses-order/update/${r.id}`)}
                />
              )}
              {can('temp-licenses-order-delete') && editable(r) && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.structure}`}
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
