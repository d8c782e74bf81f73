/**
 * /question-category: question categories, newest first; search, the audience kind and an account type
 * filter, sort, page size and pages live in the address; saved filters and CSV/XLSX export from the
 * shared toolbar. Adding and changing each show only to holders of their permission.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { accountTypes } from '../../../shared/accountTypes';
import { useQuestionCategories, type QuestionCategory, type QuestionCategoryFilters } from './api';
import { Audience } from './Audience';
import './questionCategories.css';

const FILTERS = ['search', 'all_users', 'type_id'] as const;

export default function QuestionCategoriesPage() {
  const { t, i18n } = useTranslation('questionCategories');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const filters: QuestionCategoryFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.all_users === '1' || list.filters.all_users === '0' ? { all_users: Number(list.filters.all_users) as 0 | 1 } : {}),
    ...(Number(list.filters.type_id) > 0 ? { type_id: Number(list.filters.type_id) } : {}),
    ...(list.sortBody as Pick<QuestionCategoryFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useQuestionCategories(filters, list.page);
  const canUpdate = hasPermission(session, 'question-category-update');

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={hasPermission(session, 'question-category-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/question-category/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="all_users"
          label={t('fields.audience')}
          options={[
            { value: '1', label: t('fields.users') },
            { value: '0', label: t('fields.types') },
          ]}
        />
        <FilterSelect list={list} name="type_id" label={t('fields.type_id')} options={accountTypes.map((x) => ({ value: String(x.id), label: x.label[lang] }))} />
      </SearchFilters>
      <ListToolbar list={list} name="questionCategories" exportPath="/general/question-categories/export" exportBody={exportBody} />
      <ListTable<QuestionCategory> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: QuestionCategory) => (
            <Link to={`/question-category/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column field="name_en" sortable header={t('fields.name_en')} body={(r: QuestionCategory) => <bdi>{r.name_en}</bdi>} />
        <Column header={t('fields.audience')} body={(r: QuestionCategory) => <Audience r={r} lang={lang} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: QuestionCategory) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        {canUpdate && (
          <Column
            header={t('common:table.actions')}
            body={(r: QuestionCategory) => (
              <div className="row-actions">
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/question-category/update/${r.id}`)}
                />
              </div>
            )}
          />
        )}
      </ListTable>
    </>
  );
}
