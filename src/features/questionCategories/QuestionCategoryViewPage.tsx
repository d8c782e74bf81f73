/**
 * /question-category/{id}: one question category with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useQuestionCategory, type QuestionCategory } from './api';
import { Audience } from './Audience';

export default function QuestionCategoryViewPage() {
  const { t, i18n } = useTranslation('questionCategories');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const session = useSession();
  const record = useQuestionCategory(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/question-category" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: QuestionCategory = record.data;
  return (
    <>
      <PageHeader
        title={lang === 'en' ? r.name_en : r.name}
        actions={
          hasPermission(session, 'question-category-update') ? (
            <Link to={`/question-category/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>
          <bdi>{r.name}</bdi>
        </dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>
          <bdi>{r.name_en}</bdi>
        </dd>
        <dt>{t('fields.all_users')}</dt>
        <dd>{r.all_users ? t('view.yes') : t('view.no')}</dd>
        <dt>{t(r.all_users ? 'fields.users' : 'fields.types')}</dt>
        <dd>
          <Audience r={r} lang={lang} all />
        </dd>
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
