/**
 * /location-licenses: the kinds of licence a location order can end in, by name; search, the temporary/season
 * filter, sort, page size and pages live in the address; saved filters and CSV/XLSX export from
 * the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { deleteLocationLicense, invalidateLocationLicenses, useLocationLicenses, type LocationLicense, type LocationLicenseFilters } from './api';

const FILTERS = ['search', 'is_temporary'] as const;
const flag = (v: string | undefined): 0 | 1 | undefined => (v === '0' ? 0 : v === '1' ? 1 : undefined);

export default function LocationLicensesPage() {
  const { t } = useTranslation('locationLicenses');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationLicenseFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(flag(list.filters.is_temporary) !== undefined ? { is_temporary: flag(list.filters.is_temporary) } : {}),
    ...(list.sortBody as Pick<LocationLicenseFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLocationLicenses(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: LocationLicense) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLocationLicense(row.id)).message;
        } finally {
          await invalidateLocationLicenses(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('locationorder-tmp-license') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/location-licenses/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="is_temporary"
          options={[
            { value: '1', label: t('kinds.temporary') },
            { value: '0', label: t('kinds.season') },
          ]}
          label={t('fields.kind')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="locationLicenses" exportPath="/general/location-temp_licenses/export" exportBody={exportBody} />
      <ListTable<LocationLicense> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: LocationLicense) => (
            <Link to={`/location-licenses/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: LocationLicense) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column field="validity_days" sortable header={t('fields.validity_days')} body={(r: LocationLicense) => <bdi dir="ltr">{r.validity_days}</bdi>} />
        <Column
          header={t('fields.kind')}
          body={(r: LocationLicense) => (
            <Tag value={r.is_temporary_text} severity={r.is_temporary ? 'warning' : 'info'} icon={r.is_temporary ? 'pi pi-clock' : 'pi pi-calendar'} rounded className="status-badge" />
          )}
        />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: LocationLicense) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: LocationLicense) => (
            <div className="row-actions">
              {can('locationorder-tmp-license') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/location-licenses/update/${r.id}`)}
                />
              )}
              {can('locationorder-tmp-license') && (
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
