/**
 * /toilet-complexes/{id}: one public toilet complex with every field.
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
import { useToiletComplex, type ToiletComplex } from './api';

export default function ToiletComplexViewPage() {
  const { t, i18n } = useTranslation('toiletComplexes');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useToiletComplex(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/toilet-complexes" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: ToiletComplex = record.data;
  return (
    <>
      <PageHeader
        title={r.label_number}
        actions={
          hasPermission(session, 'toilet-complex-update') ? (
            <Link to={`/toilet-complexes/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.label_number')}</dt>
        <dd>{((r: ToiletComplex) => (r.label_number ? <bdi>{r.label_number}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.num_of_rooms')}</dt>
        <dd>{((r: ToiletComplex) => <bdi dir="ltr">{r.num_of_rooms ?? t('view.none')}</bdi>)(r)}</dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{((r: ToiletComplex) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.camp_num_of_rooms')}</dt>
        <dd>{((r: ToiletComplex) => <bdi dir="ltr">{r.camp_num_of_rooms ?? t('view.none')}</bdi>)(r)}</dd>
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
