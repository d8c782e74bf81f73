/**
 * /stations/{id}: one station with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { useStation, type Station } from './api';

export default function StationViewPage() {
  const { t, i18n } = useTranslation('stations');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useStation(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/stations" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Station = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'station-update') ? (
            <Link to={`/stations/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>
          <Auto>{r.name}</Auto>
        </dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>
          <Ltr>{r.name_en}</Ltr>
        </dd>
        <dt>{t('fields.kind')}</dt>
        <dd>{r.kind_text}</dd>
        <dt>{t('fields.square_id')}</dt>
        <dd>{r.get_square ? <Auto>{refLabel(r.get_square, lang)}</Auto> : t('view.none')}</dd>
        <dt>{t('fields.location')}</dt>
        <dd>{r.location ? <Auto>{r.location}</Auto> : t('view.none')}</dd>
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
