/**
 * /questionnaires/myQuestionnaires: the questionnaires sent to the signed-in user's account type — unanswered ones
 * first (required before optional), then the answered ones, with a link to answer or read each.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Column, ListTable, useListParams } from '../../shared/ui/list';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { formatDateTime } from '../../shared/lib/dates';
import { questionnaireResponseMachine, questionnaireAnswerPath } from '../../../machines';
import { useMyQuestionnaires, type MyQuestionnaire } from './api';

export default function MyQuestionnairesPage() {
  const { t } = useTranslation('questionnaires');
  const list = useListParams([]);
  const query = useMyQuestionnaires(list.page);
  return (
    <>
      <PageHeader title={t('titles.mine')} subtitle={t('mine.intro')} />
      <ListTable<MyQuestionnaire> list={list} query={query} emptyText={t('mine.empty')} label={t('titles.mine')}>
        <Column
          header={t('fields.title')}
          body={(r: MyQuestionnaire) => (
            <Link to={questionnaireAnswerPath(r.id)}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.is_required')} body={(r: MyQuestionnaire) => (r.is_required ? t('view.requiredYes') : t('view.no'))} />
        <Column header={t('fields.questions')} body={(r: MyQuestionnaire) => r.questions_count} />
        <Column header={t('mine.response')} body={(r: MyQuestionnaire) => <StatusBadge machine={questionnaireResponseMachine} status={r.response_status} />} />
        <Column header={t('fields.publishedAt')} body={(r: MyQuestionnaire) => (r.published_at ? <bdi dir="ltr">{formatDateTime(r.published_at)}</bdi> : '—')} />
        <Column
          header={t('common:table.actions')}
          body={(r: MyQuestionnaire) => (
            <Link className="p-button p-button-sm p-button-outlined" to={questionnaireAnswerPath(r.id)} aria-label={`${t(r.response_status === 'pending' ? 'mine.answer' : 'mine.read')}: ${r.title}`}>
              {t(r.response_status === 'pending' ? 'mine.answer' : 'mine.read')}
            </Link>
          )}
        />
      </ListTable>
    </>
  );
}
