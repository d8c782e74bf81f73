/**
 * /location-specialties/{id}: one specialty with every field.
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
import { useLocationSpecialist, type LocationSpecialist } from './api';

export default function LocationSpecialistViewPage() {
  const { t, i18n } = useTranslation('locationSpecialists');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useLocationSpecialist(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/location-specialties" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: LocationSpecialist = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'locationorder-specialists-index') ? (
            <Link to={`/location-specialties/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>{((r: LocationSpecialist) => (r.name ? <bdi>{r.name}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>{((r: LocationSpecialist) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.note')}</dt>
        <dd>{((r: LocationSpecialist) => (r.note ? <bdi>{r.note}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.is_req')}</dt>
        <dd>{((r: LocationSpecialist) => (r.is_req ? t('view.yes') : t('view.no')))(r)}</dd>
        <dt>{t('fields.cat_id')}</dt>
        <dd>{((r: LocationSpecialist) => (r.get_cat ? <bdi>{refLabel(r.get_cat, lang)}</bdi> : t('view.none')))(r)}</dd>
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
