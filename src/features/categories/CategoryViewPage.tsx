/**
 * /categories/{id}: one category with every field, and its edit link for holders of category-update.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useCategory, type Category } from './api';

export default function CategoryViewPage() {
  const { t, i18n } = useTranslation('categories');
  const id = Number(useParams().id);
  const session = useSession();
  const record = useCategory(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/categories" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Category = record.data;
  return (
    <>
      <PageHeader
        title={i18n.language === 'en' ? r.name_en : r.name}
        actions={
          hasPermission(session, 'category-update') ? (
            <Link to={`/categories/update/${r.id}`} className="p-button p-button-outlined">
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
          <bdi dir="ltr" lang="en">
            {r.name_en}
          </bdi>
        </dd>
        <dt>{t('fields.is_active')}</dt>
        <dd>{r.is_active ? t('list.active') : t('list.inactive')}</dd>
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
