/**
 * /washrooms/{id}: one washroom with every field.
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
import { useWashroom, type Washroom } from './api';

export default function WashroomViewPage() {
  const { t, i18n } = useTranslation('washrooms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useWashroom(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/washrooms" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Washroom = record.data;
  return (
    <>
      <PageHeader
        title={r.wc_number}
        actions={
          hasPermission(session, 'washroom-update') ? (
            <Link to={`/washrooms/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.wc_number')}</dt>
        <dd>{((r: Washroom) => (r.wc_number ? <bdi>{r.wc_number}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{((r: Washroom) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.wc_category')}</dt>
        <dd>{((r: Washroom) => (r.wc_category ? <bdi>{r.wc_category}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.portable_wc_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.portable_wc_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.toilets_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.toilets_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.seated_toilets_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.seated_toilets_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.urinal_tapes_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.urinal_tapes_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.showers_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.showers_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.internal_water_tapes_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.internal_water_tapes_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.external_water_tapes_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.external_water_tapes_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.total_water_tapes_count')}</dt>
        <dd>{((r: Washroom) => <bdi dir="ltr">{r.total_water_tapes_count ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.upper_water_tank')}</dt>
        <dd>{((r: Washroom) => (r.upper_water_tank ? t('view.yes') : t('view.no')))(r)}</dd>
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
