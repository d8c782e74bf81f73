/**
 * /location-pledges: location pledges, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { deleteLocationPledge, invalidateLocationPledges, useLocationPledges, type LocationPledge, type LocationPledgeFilters } from './api';

const FILTERS = ['search'] as const;

export default function LocationPledgesPage() {
  const { t } = useTranslation('locationPledges');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationPledgeFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<LocationPledgeFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLocationPledges(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: LocationPledge) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLocationPledge(row.id)).message;
        } finally {
          await invalidateLocationPledges(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('locationorder-pledge') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/location-pledges/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="locationPledges" exportPath="/general/location-pledges/export" exportBody={exportBody} />
      <ListTable<LocationPledge> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: LocationPledge) => (
            <Link to={`/location-pledges/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.title_en')} body={(r: LocationPledge) => (r.title_en ? <bdi>{r.title_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.is_fire')} body={(r: LocationPledge) => (r.is_fire ? t('view.yes') : t('view.no'))} />
        <Column header={t('fields.is_required')} body={(r: LocationPledge) => (r.is_required ? t('view.yes') : t('view.no'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: LocationPledge) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: LocationPledge) => (
            <div className="row-actions">
              {can('locationorder-pledge') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/location-pledges/update/${r.id}`)}
                />
              )}
              {can('locationorder-pledge') && (
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
