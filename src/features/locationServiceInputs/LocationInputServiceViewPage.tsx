/**
 * /location-services/inputs/{id}: one input with every field.
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
import { useLocationInputService, type LocationInputService } from './api';

export default function LocationInputServiceViewPage() {
  const { t, i18n } = useTranslation('locationServiceInputs');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useLocationInputService(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/location-services/inputs" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: LocationInputService = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'locationorder-service') ? (
            <Link to={`/location-services/inputs/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.service_id')}</dt>
        <dd>{((r: LocationInputService) => (r.get_service ? <bdi>{refLabel(r.get_service, lang)}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.name')}</dt>
        <dd>{((r: LocationInputService) => (r.name ? <bdi>{r.name}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>{((r: LocationInputService) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.type')}</dt>
        <dd>{r.type_text}</dd>
        <dt>{t('fields.required')}</dt>
        <dd>{r.required ? t('view.yes') : t('view.no')}</dd>
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
