/**
 * /vehicle-entry-permit-orders: vehicle-entry permits, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';

import { PageHeader } from '../../shared/ui/PageHeader';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { seesAllPermits, vehicleEntryPermitMachine } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import { PermitPeriod } from './PermitPeriod';
import { useVehicleEntryPermitOrders, type VehicleEntryPermitOrder, type VehicleEntryPermitOrderFilters } from './api';

const FILTERS = ['search', 'status'] as const;

export default function VehicleEntryPermitOrdersPage() {
  const { t, i18n } = useTranslation('vehicleEntryPermitOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const filters: VehicleEntryPermitOrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.sortBody as Pick<VehicleEntryPermitOrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useVehicleEntryPermitOrders(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);
  // a company sees its own orders only: whose each is needs no column
  const ownOnly = !seesAllPermits(accountTypeOf(session));

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('vehicle-entry-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/vehicle-entry-permit-orders/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(vehicleEntryPermitMachine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListToolbar list={list} name="vehicleEntryPermitOrders" exportPath="/general/vehicle-entry-permit-orders/export" exportBody={exportBody} />
      <ListTable<VehicleEntryPermitOrder> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="plate_number"
          sortable
          header={t('fields.plate_number')}
          body={(r: VehicleEntryPermitOrder) =>
            can('vehicle-entry-details') ? (
              <Link to={`/vehicle-entry-permit-orders/details/${r.id}`}>
                <bdi>{r.plate_number}</bdi>
              </Link>
            ) : (
              <bdi>{r.plate_number}</bdi>
            )
          }
        />
        <Column header={t('fields.vehicle_type')} body={(r: VehicleEntryPermitOrder) => (r.vehicle_type ? <bdi>{r.vehicle_type}</bdi> : t('view.none'))} />
        <Column header={t('fields.driver_name')} body={(r: VehicleEntryPermitOrder) => (r.driver_name ? <bdi>{r.driver_name}</bdi> : t('view.none'))} />
        <Column header={t('fields.camp_id')} body={(r: VehicleEntryPermitOrder) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        {!ownOnly && <Column header={t('fields.company')} body={(r: VehicleEntryPermitOrder) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />}
        <Column header={t('fields.period')} body={(r: VehicleEntryPermitOrder) => <PermitPeriod order={r} />} />
        <Column header={t('fields.status')} body={(r: VehicleEntryPermitOrder) => <StatusBadge machine={vehicleEntryPermitMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: VehicleEntryPermitOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        {can('vehicle-entry-create') && (
          <Column
            header={t('common:table.actions')}
            body={(r: VehicleEntryPermitOrder) => (
              <div className="row-actions">
                {can('vehicle-entry-create') && acceptedEvents(vehicleEntryPermitMachine, r.status).includes('UPDATE') && (
                  <Button
                    size="small"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`${t('list.edit')}: ${r.plate_number}`}
                    tooltip={t('list.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(`/vehicle-entry-permit-orders/update/${r.id}`)}
                  />
                )}
              </div>
            )}
          />
        )}
      </ListTable>
    </>
  );
}
