/**
 * /questionnaires: questionnaires, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { joinList } from '../../../shared/label';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { questionnaireMachine } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import { deleteQuestionnaire, invalidateQuestionnaires, useQuestionnaires, type Questionnaire, type QuestionnaireFilters } from './api';

const FILTERS = ['search', 'status'] as const;

export default function QuestionnairesPage() {
  const { t, i18n } = useTranslation('questionnaires');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: QuestionnaireFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.sortBody as Pick<QuestionnaireFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useQuestionnaires(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Questionnaire) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteQuestionnaire(row.id)).message;
        } finally {
          await invalidateQuestionnaires(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('questionnaire-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/questionnaires/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(questionnaireMachine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListToolbar list={list} name="questionnaires" exportPath="/general/questionnaires/export" exportBody={exportBody} />
      <ListTable<Questionnaire> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: Questionnaire) => (
            <Link to={`/questionnaires/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.is_required')} body={(r: Questionnaire) => (r.is_required ? t('view.yes') : t('view.no'))} />
        <Column
          header={t('fields.types')}
          body={(r: Questionnaire) =>
            joinList(
              r.get_types.map((x) => x.name),
              lang,
            )
          }
        />
        <Column header={t('fields.questions')} body={(r: Questionnaire) => r.questions_count} />
        <Column header={t('fields.answers')} body={(r: Questionnaire) => r.answers_count} />
        <Column header={t('fields.status')} body={(r: Questionnaire) => <StatusBadge machine={questionnaireMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Questionnaire) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Questionnaire) => (
            <div className="row-actions">
              {can('questionnaire-update') && acceptedEvents(questionnaireMachine, r.status).includes('UPDATE') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/questionnaires/update/${r.id}`)}
                />
              )}
              {can('questionnaire-delete') && r.status === 'draft' && (
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
