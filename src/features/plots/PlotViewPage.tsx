/**
 * /plots/{id}: one plot with every field.
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
import { usePlot, type Plot } from './api';

export default function PlotViewPage() {
  const { t, i18n } = useTranslation('plots');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = usePlot(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/plots" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Plot = record.data;
  return (
    <>
      <PageHeader
        title={r.plot_number}
        actions={
          hasPermission(session, 'plot-update') ? (
            <Link to={`/plots/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.plot_number')}</dt>
        <dd>{((r: Plot) => (r.plot_number ? <bdi>{r.plot_number}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{((r: Plot) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.color')}</dt>
        <dd>{((r: Plot) => (r.color ? <bdi>{r.color}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.located_in_gov_area')}</dt>
        <dd>{((r: Plot) => (r.located_in_gov_area ? t('view.yes') : t('view.no')))(r)}</dd>
        <dt>{t('fields.is_developed')}</dt>
        <dd>{((r: Plot) => (r.is_developed ? t('view.yes') : t('view.no')))(r)}</dd>
        <dt>{t('fields.developed_name')}</dt>
        <dd>{((r: Plot) => (r.developed_name ? <bdi>{r.developed_name}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.gate')}</dt>
        <dd>{((r: Plot) => (r.gate ? <bdi>{r.gate}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.street')}</dt>
        <dd>{((r: Plot) => (r.street ? <bdi>{r.street}</bdi> : t('view.none')))(r)}</dd>
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
