/**
 * /location-guides/{id}: one engineering guide with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { FileLink } from '../../shared/ui/StoredFile';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { useLocationGuide, type LocationGuide } from './api';

export default function LocationGuideViewPage() {
  const { t } = useTranslation('locationGuides');

  const id = Number(useParams().id);
  const session = useSession();
  const record = useLocationGuide(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/location-guides" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: LocationGuide = record.data;
  return (
    <>
      <PageHeader
        title={r.title}
        actions={
          hasPermission(session, 'locationorder-eng-guides') ? (
            <Link to={`/location-guides/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.title')}</dt>
        <dd>
          <Auto>{r.title}</Auto>
        </dd>
        <dt>{t('fields.title_en')}</dt>
        <dd>{r.title_en ? <Ltr>{r.title_en}</Ltr> : t('view.none')}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>
          <Auto style={{ whiteSpace: 'pre-line' }}>{r.description}</Auto>
        </dd>
        <dt>{t('fields.file')}</dt>
        <dd>{r.file ? <FileLink url={r.file.url} name={r.file.name} size={r.file.size} /> : t('view.noFile')}</dd>
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
