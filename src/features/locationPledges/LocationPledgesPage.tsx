/**
 * /location-pledges: the location orders' pledges, newest first; filtered by fire pledges and by pledges required for every order;
 * search, sort, page size and pages live in the address; saved filters and CSV/XLSX export from the
 * shared toolbar. A pledge's template document downloads from its row.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { Tag } from 'primereact/tag';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { FileLink } from '../../shared/ui/StoredFile';
import { deleteLocationPledge, invalidateLocationPledges, useLocationPledges, type LocationPledge, type LocationPledgeFilters } from './api';

const FILTERS = ['search', 'is_fire', 'is_required'] as const;
const flag = (value: string | undefined) => (value === '0' || value === '1' ? (Number(value) as 0 | 1) : undefined);

export default function LocationPledgesPage() {
  const { t } = useTranslation('locationPledges');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationPledgeFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(flag(list.filters.is_fire) !== undefined ? { is_fire: flag(list.filters.is_fire) } : {}),
    ...(flag(list.filters.is_required) !== undefined ? { is_required: flag(list.filters.is_required) } : {}),
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
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="is_fire"
          options={[
            { value: '1', label: t('list.fire') },
            { value: '0', label: t('list.notFire') },
          ]}
          label={t('fields.is_fire')}
        />
        <FilterSelect
          list={list}
          name="is_required"
          options={[
            { value: '1', label: t('list.required') },
            { value: '0', label: t('list.optional') },
          ]}
          label={t('fields.is_required')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="locationPledges" exportPath="/general/location-pledges/export" exportBody={exportBody} />
      <ListTable<LocationPledge> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: LocationPledge) => (
            <Link to={`/location-pledges/${r.id}`}>
              <Auto>{r.title}</Auto>
            </Link>
          )}
        />
        <Column header={t('fields.title_en')} body={(r: LocationPledge) => (r.title_en ? <Ltr>{r.title_en}</Ltr> : t('view.none'))} />
        <Column
          header={t('list.kind')}
          body={(r: LocationPledge) => (
            <div className="row-actions">
              {r.is_fire ? <Tag severity="danger" icon="pi pi-exclamation-triangle" value={t('list.fire')} /> : null}
              <Tag severity={r.is_required ? 'warning' : 'secondary'} value={t(r.is_required ? 'list.required' : 'list.optional')} />
            </div>
          )}
        />
        <Column header={t('fields.file')} body={(r: LocationPledge) => (r.file ? <FileLink url={r.file.url} name={r.file.name} size={r.file.size} /> : t('view.noFile'))} />
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
