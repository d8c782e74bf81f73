/**
 * /licenses/{id}: one kind of licence with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useLicense, type License } from './api';

export default function LicenseViewPage() {
  const { t } = useTranslation('licenses');

  const id = Number(useParams().id);
  const session = useSession();
  const record = useLicense(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/licenses" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: License = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'order-tmp-license') ? (
            <Link to={`/licenses/update/${r.id}`} className="p-button p-button-outlined">
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
        <dd>{r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.validity_days')}</dt>
        <dd>
          <bdi dir="ltr">{r.validity_days}</bdi>
        </dd>
        <dt>{t('fields.kind')}</dt>
        <dd>{r.is_temporary_text}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>{r.description ? <bdi>{r.description}</bdi> : t('view.none')}</dd>
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
