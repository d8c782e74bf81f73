/**
 * /news-bar: the news bar's items (the visible ones show on every dashboard), newest first; search, visibility,
 * sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { Ltr } from '../../shared/ui/Bdi';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { deleteNewsBarItem, invalidateNewsBar, useNewsBar, type NewsBarItem, type NewsBarItemFilters } from './api';

const FILTERS = ['search', 'visible'] as const;

export default function NewsBarPage() {
  const { t } = useTranslation('newsBar');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: NewsBarItemFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.visible === '1' || list.filters.visible === '0' ? { visible: Number(list.filters.visible) as 0 | 1 } : {}),
    ...(list.sortBody as Pick<NewsBarItemFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useNewsBar(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: NewsBarItem) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteNewsBarItem(row.id)).message;
        } finally {
          await invalidateNewsBar(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.value }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('news-bar-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/news-bar/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="visible"
          options={[
            { value: '1', label: t('filters.shown') },
            { value: '0', label: t('filters.hidden') },
          ]}
          label={t('filters.visible')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="newsBar" exportPath="/general/news-bar/export" exportBody={exportBody} />
      <ListTable<NewsBarItem> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="value"
          sortable
          header={t('fields.value')}
          body={(r: NewsBarItem) => (
            <Link to={`/news-bar/${r.id}`}>
              <bdi dir="auto">{r.value}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.link')} body={(r: NewsBarItem) => (r.link ? <Ltr className="news-bar-link-cell">{r.link}</Ltr> : t('view.none'))} />
        <Column
          header={t('fields.visible')}
          body={(r: NewsBarItem) => (
            <span data-visible={r.visible}>
              <i className={`pi ${r.visible ? 'pi-eye' : 'pi-eye-slash'}`} aria-hidden /> {r.visible ? t('filters.shown') : t('filters.hidden')}
            </span>
          )}
        />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: NewsBarItem) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: NewsBarItem) => (
            <div className="row-actions">
              {can('news-bar-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.value}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/news-bar/update/${r.id}`)}
                />
              )}
              {can('news-bar-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.value}`}
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
