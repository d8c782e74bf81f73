/**
 * /news-bar/{id}: one news-bar item with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useNewsBarItem, type NewsBarItem } from './api';

export default function NewsBarItemViewPage() {
  const { t } = useTranslation('newsBar');

  const id = Number(useParams().id);
  const session = useSession();
  const record = useNewsBarItem(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/news-bar" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: NewsBarItem = record.data;
  return (
    <>
      <PageHeader
        title={r.value}
        actions={
          hasPermission(session, 'news-bar-update') ? (
            <Link to={`/news-bar/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.value')}</dt>
        <dd>{((r: NewsBarItem) => (r.value ? <bdi>{r.value}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.link')}</dt>
        <dd>{((r: NewsBarItem) => (r.link ? <bdi>{r.link}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.visible')}</dt>
        <dd>{((r: NewsBarItem) => (r.visible ? t('view.yes') : t('view.no')))(r)}</dd>
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
