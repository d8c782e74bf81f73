/**
 * /news: the staff's news, newest first; search, the type, sort, page size and pages live in the address;
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
import { NEWS_TYPES, type NewsType } from '../../../shared/rules/news';
import { NewsTypeTag } from './NewsMedia';
import { deleteNewsItem, invalidateNews, useNews, type NewsItem, type NewsItemFilters } from './api';

const FILTERS = ['search', 'news_type'] as const;

export default function NewsPage() {
  const { t } = useTranslation('news');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: NewsItemFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(NEWS_TYPES.includes(list.filters.news_type as NewsType) ? { news_type: list.filters.news_type as NewsType } : {}),
    ...(list.sortBody as Pick<NewsItemFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useNews(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: NewsItem) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteNewsItem(row.id)).message;
        } finally {
          await invalidateNews(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.news_title }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('news-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/news/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="news_type" options={NEWS_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} label={t('fields.news_type')} />
      </SearchFilters>
      <ListToolbar list={list} name="news" exportPath="/general/news/export" exportBody={exportBody} />
      <ListTable<NewsItem> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="news_title"
          sortable
          header={t('fields.news_title')}
          body={(r: NewsItem) => (
            <Link to={`/news/read/${r.id}`}>
              <bdi>{r.news_title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.news_type')} body={(r: NewsItem) => <NewsTypeTag type={r.news_type} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: NewsItem) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: NewsItem) => (
            <div className="row-actions">
              {can('news-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.news_title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/news/update/${r.id}`)}
                />
              )}
              {can('news-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.news_title}`}
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
