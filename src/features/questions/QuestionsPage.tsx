/**
 * /questions: the question bank, newest first; search, answer type, category and required filters,
 * sort, page size and pages live in the address; saved filters and CSV/XLSX export from the shared
 * toolbar. Adding and changing each show only to holders of their permission.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { Chip } from '../../shared/ui/list/Chip';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { QUESTION_TYPES, type QuestionType } from '../../../shared/rules/questions';
import { useCategoryChoices, useQuestions, type Question, type QuestionFilters } from './api';

const FILTERS = ['search', 'type', 'category_id', 'required'] as const;

export default function QuestionsPage() {
  const { t, i18n } = useTranslation('questions');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const categories = useCategoryChoices();
  const f = list.filters;
  const filters: QuestionFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...((QUESTION_TYPES as readonly string[]).includes(f.type ?? '') ? { type: f.type as QuestionType } : {}),
    ...(Number(f.category_id) > 0 ? { category_id: Number(f.category_id) } : {}),
    ...(f.required === '1' || f.required === '0' ? { required: Number(f.required) as 0 | 1 } : {}),
    ...(list.sortBody as Pick<QuestionFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useQuestions(filters, list.page);
  const canUpdate = hasPermission(session, 'question-update');
  const title = (r: Question) => (lang === 'en' ? r.title_en : r.title);

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={hasPermission(session, 'question-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/questions/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="type" label={t('fields.type')} options={QUESTION_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))} />
        <FilterSelect
          list={list}
          name="category_id"
          label={t('fields.category_id')}
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: lang === 'en' ? c.name_en : c.name }))}
        />
        <FilterSelect
          list={list}
          name="required"
          label={t('list.requiredFilter')}
          options={[
            { value: '1', label: t('list.requiredOnly') },
            { value: '0', label: t('list.optionalOnly') },
          ]}
        />
      </SearchFilters>
      <ListToolbar list={list} name="questions" exportPath="/general/questions/export" exportBody={exportBody} />
      <ListTable<Question> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field={lang === 'en' ? 'title_en' : 'title'}
          sortable
          header={t('fields.title')}
          body={(r: Question) => (
            <Link to={`/questions/${r.id}`}>
              <bdi>{title(r)}</bdi>
            </Link>
          )}
        />
        <Column field="type" sortable header={t('fields.type')} body={(r: Question) => <Chip text={t(`types.${r.type}`)} tone="secondary" />} />
        <Column header={t('fields.category_id')} body={(r: Question) => (r.category ? <bdi>{lang === 'en' ? r.category.name_en : r.category.name}</bdi> : t('view.none'))} />
        <Column header={t('fields.required')} body={(r: Question) => (r.required ? t('view.yes') : t('view.no'))} />
        {canUpdate && (
          <Column
            header={t('common:table.actions')}
            body={(r: Question) => (
              <div className="row-actions">
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${title(r)}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/questions/update/${r.id}`)}
                />
              </div>
            )}
          />
        )}
      </ListTable>
    </>
  );
}
