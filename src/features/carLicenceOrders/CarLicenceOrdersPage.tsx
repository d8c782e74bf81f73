/**
 * /request-licenses: car licence requests, newest first (a company its own, the authority every company's);
 * search, status, sort, page size and pages live in the address — 5 a page when none is chosen (spec 000 §9);
 * saved filters and CSV/XLSX export from the shared toolbar. Requesting shows to holders of carLicense-request;
 * a row opens (carLicense-view) and is updated (the machine's UPDATE, carLicense-update) only where its status
 * allows: a rejected request can be neither viewed nor updated (spec 001 §8).
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';

import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { CAR_LICENCE_PER_PAGE, carLicenceOrderMachine } from '../../../machines';
import { viewRefusal } from '../../../machines/core/runtime';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { partiesOf } from './parts';
import { carLicenceOrdersActors, useCarLicenceOrders, type CarLicenceOrder, type CarLicenceOrderFilters } from './api';

const FILTERS = ['search', 'status'] as const;

export default function CarLicenceOrdersPage() {
  const { t, i18n } = useTranslation('carLicenceOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS, CAR_LICENCE_PER_PAGE);
  // the desk sees every company's requests: it is told whose each is
  const staff = partiesOf(session).length === 0;
  const lifecycle = useLifecycle<CarLicenceOrder>(carLicenceOrderMachine, carLicenceOrdersActors, partiesOf(session));
  const opens = (r: CarLicenceOrder) => can('carLicense-view') && !viewRefusal(carLicenceOrderMachine, r.status);
  // the owner's UPDATE; the server's list holds the caller's own requests for a company (staff do not update them)
  const updatable = (r: CarLicenceOrder) => can('carLicense-update') && lifecycle.available(r.status).includes('UPDATE') && !viewRefusal(carLicenceOrderMachine, r.status);
  const filters: CarLicenceOrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.sortBody as Pick<CarLicenceOrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useCarLicenceOrders(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('carLicense-request') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/request-licenses/new')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(carLicenceOrderMachine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListToolbar list={list} name="carLicenceOrders" exportPath="/general/licenseCarOrder/export" exportBody={exportBody} />
      <ListTable<CarLicenceOrder> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="plate_number"
          sortable
          header={t('fields.plate_number')}
          body={(r: CarLicenceOrder) =>
            opens(r) ? (
              <Link to={`/request-licenses/view/${r.id}`}>
                <bdi>{r.plate_number}</bdi>
              </Link>
            ) : (
              <bdi>{r.plate_number}</bdi>
            )
          }
        />
        <Column header={t('fields.car_type')} body={(r: CarLicenceOrder) => (r.car_type ? <bdi>{r.car_type}</bdi> : t('view.none'))} />
        <Column header={t('fields.driver_name')} body={(r: CarLicenceOrder) => (r.driver_name ? <bdi>{r.driver_name}</bdi> : t('view.none'))} />
        <Column header={t('fields.driver_id_number')} body={(r: CarLicenceOrder) => <bdi dir="ltr">{r.driver_id_number}</bdi>} />
        {staff && <Column header={t('fields.company')} body={(r: CarLicenceOrder) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />}
        <Column header={t('fields.status')} body={(r: CarLicenceOrder) => <StatusBadge machine={carLicenceOrderMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: CarLicenceOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: CarLicenceOrder) => (
            <div className="row-actions">
              {opens(r) && (
                <Button
                  size="small"
                  icon="pi pi-eye"
                  text
                  rounded
                  aria-label={`${t('list.view')}: ${r.plate_number}`}
                  tooltip={t('list.view')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/request-licenses/view/${r.id}`)}
                />
              )}
              {updatable(r) && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.plate_number}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/request-licenses/update/${r.id}`)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
