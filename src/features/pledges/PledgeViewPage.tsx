/**
 * /pledges/{id}: one pledge with every field.
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
import { usePledge, type Pledge } from './api';

export default function PledgeViewPage() {
  const { t } = useTranslation('pledges');

  const id = Number(useParams().id);
  const session = useSession();
  const record = usePledge(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/pledges" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Pledge = record.data;
  return (
    <>
      <PageHeader
        title={r.title}
        actions={
          hasPermission(session, 'order-pledge') ? (
            <Link to={`/pledges/update/${r.id}`} className="p-button p-button-outlined">
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
        <dt>{t('fields.body')}</dt>
        <dd>{r.body ? <Auto style={{ whiteSpace: 'pre-line' }}>{r.body}</Auto> : t('view.none')}</dd>
        <dt>{t('fields.file')}</dt>
        <dd>{r.file ? <FileLink url={r.file.url} name={r.file.name} size={r.file.size} /> : t('view.noFile')}</dd>
        <dt>{t('fields.is_fire')}</dt>
        <dd>{r.is_fire ? t('view.yes') : t('view.no')}</dd>
        <dt>{t('fields.is_required')}</dt>
        <dd>{r.is_required ? t('view.yes') : t('view.no')}</dd>
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
