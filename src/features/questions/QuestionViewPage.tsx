/**
 * /questions/{id}: one question with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useQuestion, type Question } from './api';
import './questions.css';

export default function QuestionViewPage() {
  const { t, i18n } = useTranslation('questions');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const session = useSession();
  const record = useQuestion(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/questions" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Question = record.data;
  return (
    <>
      <PageHeader
        title={lang === 'en' ? r.title_en : r.title}
        actions={
          hasPermission(session, 'question-update') ? (
            <Link to={`/questions/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.title')}</dt>
        <dd>
          <bdi>{r.title}</bdi>
        </dd>
        <dt>{t('fields.title_en')}</dt>
        <dd>
          <bdi>{r.title_en}</bdi>
        </dd>
        <dt>{t('fields.type')}</dt>
        <dd>{t(`types.${r.type}`)}</dd>
        {r.type === 'choice' && (
          <>
            <dt>{t('fields.options')}</dt>
            <dd>
              <ol className="q-option-list">
                {r.options.map((o) => (
                  <li key={o.id}>
                    <bdi>{lang === 'en' ? o.name_en : o.name}</bdi>
                  </li>
                ))}
              </ol>
            </dd>
          </>
        )}
        <dt>{t('fields.required')}</dt>
        <dd>{r.required ? t('view.yes') : t('view.no')}</dd>
        <dt>{t('fields.category_id')}</dt>
        <dd>{r.category ? <bdi>{lang === 'en' ? r.category.name_en : r.category.name}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
    </>
  );
}
