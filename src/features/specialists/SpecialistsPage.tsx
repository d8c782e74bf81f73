/**
 * /specialists: specialists, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
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
import { refLabel } from '../../shared/lib/refs';
import { deleteSpecialist, invalidateSpecialists, useCategoriesOptions, useSpecialists, type Specialist, type SpecialistFilters } from './api';

const FILTERS = ['search', 'cat_id', 'active', 'is_req'] as const;
const flag = (v: string | undefined): 0 | 1 | undefined => (v === '0' ? 0 : v === '1' ? 1 : undefined);

export default function SpecialistsPage() {
  const { t, i18n } = useTranslation('specialists');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of categories by name
  const categoriesOptions = useCategoriesOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: SpecialistFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.cat_id ? { cat_id: Number(list.filters.cat_id) } : {}),
    ...(flag(list.filters.active) !== undefined ? { active: flag(list.filters.active) } : {}),
    ...(flag(list.filters.is_req) !== undefined ? { is_req: flag(list.filters.is_req) } : {}),
    ...(list.sortBody as Pick<SpecialistFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useSpecialists(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Specialist) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteSpecialist(row.id)).message;
        } finally {
          await invalidateSpecialists(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('specialist-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/specialists/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="cat_id"
          options={(categoriesOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.cat_id')}
          loading={categoriesOptions.isPending}
        />
        <FilterSelect
          list={list}
          name="active"
          options={[
            { value: '1', label: t('fields.active') },
            { value: '0', label: t('fields.stopped') },
          ]}
          label={t('fields.status')}
        />
        <FilterSelect
          list={list}
          name="is_req"
          options={[
            { value: '1', label: t('view.yes') },
            { value: '0', label: t('view.no') },
          ]}
          label={t('fields.is_req')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="specialists" exportPath="/general/specialist/export" exportBody={exportBody} />
      <ListTable<Specialist> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: Specialist) => (
            <Link to={`/specialists/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.is_req')} body={(r: Specialist) => r.is_req_text} />
        <Column
          header={t('fields.status')}
          body={(r: Specialist) => (
            <Tag value={r.status_text} severity={r.active ? 'success' : 'warning'} icon={r.active ? 'pi pi-check-circle' : 'pi pi-pause-circle'} rounded className="status-badge" />
          )}
        />
        <Column header={t('fields.cat_id')} body={(r: Specialist) => (r.get_cat ? <bdi>{refLabel(r.get_cat, lang)}</bdi> : t('view.none'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Specialist) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Specialist) => (
            <div className="row-actions">
              {can('specialist-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/specialists/update/${r.id}`)}
                />
              )}
              {can('specialist-delete') && (
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
