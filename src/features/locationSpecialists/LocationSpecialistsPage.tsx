/**
 * /location-specialties: location specialties, newest first; search, sort, page size and pages live in the address;
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
import { deleteLocationSpecialist, invalidateLocationSpecialists, useCategoriesOptions, useLocationSpecialists, type LocationSpecialist, type LocationSpecialistFilters } from './api';

const FILTERS = ['search', 'cat_id'] as const;

export default function LocationSpecialistsPage() {
  const { t, i18n } = useTranslation('locationSpecialists');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of categories by name
  const categoriesOptions = useCategoriesOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LocationSpecialistFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.cat_id ? { cat_id: Number(list.filters.cat_id) } : {}),
    ...(list.sortBody as Pick<LocationSpecialistFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLocationSpecialists(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: LocationSpecialist) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLocationSpecialist(row.id)).message;
        } finally {
          await invalidateLocationSpecialists(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('locationorder-specialists-index') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/location-specialties/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="cat_id"
          options={(categoriesOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.cat_id')}
          loading={categoriesOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="locationSpecialists" exportPath="/general/location-specialist/export" exportBody={exportBody} />
      <ListTable<LocationSpecialist> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: LocationSpecialist) => (
            <Link to={`/location-specialties/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: LocationSpecialist) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.is_req')} body={(r: LocationSpecialist) => (r.is_req ? t('view.yes') : t('view.no'))} />
        <Column header={t('fields.cat_id')} body={(r: LocationSpecialist) => (r.get_cat ? <bdi>{refLabel(r.get_cat, lang)}</bdi> : t('view.none'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: LocationSpecialist) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: LocationSpecialist) => (
            <div className="row-actions">
              {can('locationorder-specialists-index') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/location-specialties/update/${r.id}`)}
                />
              )}
              {can('locationorder-specialists-index') && (
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
