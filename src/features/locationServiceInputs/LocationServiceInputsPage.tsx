/**
 * /location-services/inputs: location service inputs, newest first; search, sort, page size and pages live in the address;
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
import { INPUT_TYPES, inputRequiredLabels, inputTypeLabels } from '../../../shared/rules/locationServiceInputs';
import { refLabel } from '../../shared/lib/refs';
import { deleteLocationInputService, invalidateLocationServiceInputs, useLocationServicesOptions, useLocationServiceInputs, type LocationInputService, type LocationInputServiceFilters } from './api';

const FILTERS = ['search', 'service_id', 'type'] as const;

export default function LocationServiceInputsPage() {
  const { t, i18n } = useTranslation('locationServiceInputs');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of locationServices by name
  const locationServicesOptions = useLocationServicesOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationInputServiceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.service_id ? { service_id: Number(list.filters.service_id) } : {}),
    ...(list.filters.type ? { type: list.filters.type as LocationInputService['type'] } : {}),
    ...(list.sortBody as Pick<LocationInputServiceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLocationServiceInputs(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: LocationInputService) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLocationInputService(row.id)).message;
        } finally {
          await invalidateLocationServiceInputs(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('locationorder-service') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/location-services/inputs/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="service_id"
          options={(locationServicesOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.service_id')}
          loading={locationServicesOptions.isPending}
        />
        <FilterSelect list={list} name="type" options={INPUT_TYPES.map((x) => ({ value: x, label: inputTypeLabels[x][lang] }))} label={t('fields.type')} />
      </SearchFilters>
      <ListToolbar list={list} name="locationServiceInputs" exportPath="/general/location-services/inputs/export" exportBody={exportBody} />
      <ListTable<LocationInputService> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: LocationInputService) => (
            <Link to={`/location-services/inputs/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.service_id')} body={(r: LocationInputService) => (r.get_service ? <bdi>{refLabel(r.get_service, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.name_en')} body={(r: LocationInputService) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.type')} body={(r: LocationInputService) => r.type_text} />
        <Column header={t('fields.required')} body={(r: LocationInputService) => inputRequiredLabels[r.required][lang]} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: LocationInputService) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: LocationInputService) => (
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
                  onClick={() => void navigate(`/location-services/inputs/update/${r.id}`)}
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
