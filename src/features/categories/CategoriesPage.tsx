/**
 * /categories: the specialties specialists are classified by, newest first; search, the active
 * filter, sort, page size and pages live in the address; saved filters and CSV/XLSX export from
 * the shared toolbar. Adding and changing each show only to holders of their permission; there
 * is no delete (a category no longer offered is switched off on its form).
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { useCategories, type Category, type CategoryFilters } from './api';

const FILTERS = ['search', 'is_active'] as const;

export default function CategoriesPage() {
  const { t, i18n } = useTranslation('categories');
  // a row's actions are named in the reader's language
  const nameOf = (r: Category) => (i18n.language === 'en' ? r.name_en : r.name);
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const filters: CategoryFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...(f.is_active === '1' || f.is_active === '0' ? { is_active: f.is_active === '1' ? 1 : 0 } : {}),
    ...(list.sortBody as Pick<CategoryFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useCategories(filters, list.page);
  const canEdit = hasPermission(session, 'category-update');
  const activeOptions = [
    { value: '1', label: t('list.active') },
    { value: '0', label: t('list.inactive') },
  ];

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        subtitle={t('list.subtitle')}
        actions={hasPermission(session, 'category-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/categories/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="is_active" options={activeOptions} label={t('fields.is_active')} />
      </SearchFilters>
      <ListToolbar list={list} name="categories" exportPath="/general/categories/export" exportBody={exportBody} />
      <ListTable<Category> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: Category) => (
            <Link to={`/categories/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column
          field="name_en"
          sortable
          header={t('fields.name_en')}
          body={(r: Category) => (
            <bdi dir="ltr" lang="en">
              {r.name_en}
            </bdi>
          )}
        />
        <Column header={t('fields.is_active')} body={(r: Category) => (r.is_active ? t('list.active') : <span className="muted">{t('list.inactive')}</span>)} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Category) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Category) => (
            <div className="row-actions icon-actions">
              <RowAction icon="pi pi-eye" label={`${t('list.view')}: ${nameOf(r)}`} tip={t('list.view')} onClick={() => void navigate(`/categories/${r.id}`)} />
              {canEdit && <RowAction icon="pi pi-pencil" label={`${t('list.edit')}: ${nameOf(r)}`} tip={t('list.edit')} onClick={() => void navigate(`/categories/update/${r.id}`)} />}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
