/**
 * /washrooms: washrooms, newest first; search, sort, page size and pages live in the address;
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
import { deleteWashroom, invalidateWashrooms, useCampsOptions, useWashrooms, type Washroom, type WashroomFilters } from './api';

const FILTERS = ['search', 'camp_id'] as const;

export default function WashroomsPage() {
  const { t, i18n } = useTranslation('washrooms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of camps by name
  const campsOptions = useCampsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: WashroomFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.camp_id ? { camp_id: Number(list.filters.camp_id) } : {}),
    ...(list.sortBody as Pick<WashroomFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useWashrooms(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Washroom) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteWashroom(row.id)).message;
        } finally {
          await invalidateWashrooms(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.wc_number }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('washroom-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/washrooms/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="camp_id"
          options={(campsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.camp_id')}
          loading={campsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="washrooms" exportPath="/general/washrooms/export" exportBody={exportBody} />
      <ListTable<Washroom> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="wc_number"
          sortable
          header={t('fields.wc_number')}
          body={(r: Washroom) => (
            <Link to={`/washrooms/${r.id}`}>
              <bdi>{r.wc_number}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.camp_id')} body={(r: Washroom) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.wc_category')} body={(r: Washroom) => (r.wc_category ? <bdi>{r.wc_category}</bdi> : t('view.none'))} />
        <Column header={t('fields.portable_wc_count')} body={(r: Washroom) => <bdi dir="ltr">{r.portable_wc_count ?? t('view.none')}</bdi>} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Washroom) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Washroom) => (
            <div className="row-actions">
              {can('washroom-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.wc_number}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/washrooms/update/${r.id}`)}
                />
              )}
              {can('washroom-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.wc_number}`}
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
