/**
 * /location-services: location services, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { deleteLocationService, invalidateLocationServices, useLocationSpecialistsOptions, useLocationServices, type LocationService, type LocationServiceFilters } from './api';

const FILTERS = ['search', 'specialist_id'] as const;

export default function LocationServicesPage() {
  const { t, i18n } = useTranslation('locationServices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of locationSpecialists by name
  const locationSpecialistsOptions = useLocationSpecialistsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationServiceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.specialist_id ? { specialist_id: Number(list.filters.specialist_id) } : {}),
    ...(list.sortBody as Pick<LocationServiceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLocationServices(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: LocationService) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLocationService(row.id)).message;
        } finally {
          await invalidateLocationServices(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('locationorder-service') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/location-services/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="specialist_id"
          options={(locationSpecialistsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.specialist_id')}
          loading={locationSpecialistsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="locationServices" exportPath="/general/location-services/export" exportBody={exportBody} />
      <ListTable<LocationService> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: LocationService) => (
            <Link to={`/location-services/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: LocationService) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.specialist_id')} body={(r: LocationService) => (r.get_specialist ? <bdi>{refLabel(r.get_specialist, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.count_day')} body={(r: LocationService) => <bdi>{t('days', { count: r.count_day })}</bdi>} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: LocationService) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: LocationService) => (
            <div className="row-actions">
              {can('locationorder-service') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/location-services/update/${r.id}`)}
                />
              )}
              {can('locationorder-service') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.name}`}
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
