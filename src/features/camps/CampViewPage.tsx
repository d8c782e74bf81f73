/**
 * /camps/{id}: one camp with every field, its status (`status_text`) and the actions its
 * lifecycle accepts now (machines/camp): "set ready" asks for a confirmation first (the
 * machine's `meta.confirm`), then goes through the server's runtime.
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
import { CampStatus } from './CampStatus';
import { campMachine } from '../../../machines';
import { useQueryClient } from '@tanstack/react-query';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { campsActors, invalidateCamps, useCamp, type Camp } from './api';

const count = new Intl.NumberFormat('en');

export default function CampViewPage() {
  const { t, i18n } = useTranslation('camps');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const client = useQueryClient();
  const record = useCamp(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/camps" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Camp = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'camp-update') || hasPermission(session, 'workflow-index') ? (
            <>
              {hasPermission(session, 'workflow-index') && (
                <Link to={`/camps/${r.id}/dossier`} className="p-button p-button-outlined">
                  <i className="pi pi-history" aria-hidden /> {t('view.dossier')}
                </Link>
              )}
              {hasPermission(session, 'camp-update') && (
                <Link to={`/camps/update/${r.id}`} className="p-button p-button-outlined">
                  <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
                </Link>
              )}
            </>
          ) : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions machine={campMachine} record={r} actors={campsActors} onDone={() => invalidateCamps(client)} />
      </section>
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>
          <Auto>{r.name}</Auto>
        </dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>
          <Ltr>{r.name_en}</Ltr>
        </dd>
        <dt>{t('fields.square_id')}</dt>
        <dd>{r.get_square ? <Auto>{refLabel(r.get_square, lang)}</Auto> : t('view.none')}</dd>
        <dt>{t('fields.capacity')}</dt>
        <dd>
          <Ltr>{count.format(r.capacity)}</Ltr>
        </dd>
        <dt>{t('fields.area_m2')}</dt>
        <dd>{r.area_m2 === null ? t('view.none') : <Ltr>{count.format(r.area_m2)}</Ltr>}</dd>
        <dt>{t('fields.is_developed')}</dt>
        <dd>{r.is_developed ? t('list.developed') : t('list.undeveloped')}</dd>
        <dt>{t('fields.notes')}</dt>
        <dd>{r.notes ? <Auto>{r.notes}</Auto> : t('view.none')}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <CampStatus camp={r} />
        </dd>
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
