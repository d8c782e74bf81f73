/**
 * /assign/{id}: one assignment with every field, its status, its contract's signature state, the
 * kroky and the assignment file (opened in a tab), and the actions its lifecycle accepts now
 * (machines/assignment, as the server answers for this user): RETURN here,
 * RE_CUSTOMIZE on its own page (/assign/re-customization/{id}). The appointment, absence and
 * handover steps are sent from their own screens.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { assignmentMachine } from '../../../machines';
import { useQueryClient } from '@tanstack/react-query';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { assignActors, invalidateAssign, OTHER_SCREENS_EVENTS, receiverLabel, useAssignment, type Assignment } from './api';
import { ContractBadge } from './ContractBadge';

export default function AssignmentViewPage() {
  const { t, i18n } = useTranslation('assign');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const session = useSession();
  const client = useQueryClient();
  const record = useAssignment(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/assign" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Assignment = record.data;
  const none = t('view.none');
  return (
    <>
      <PageHeader
        title={r.get_camp ? `${t('titles.view')}: ${refLabel(r.get_camp, lang)}` : t('titles.view')}
        actions={
          hasPermission(session, 'assign-update') && r.status === assignmentMachine.config.initial ? (
            <Link to={`/assign/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={assignmentMachine}
          workflow="assignment"
          record={r}
          actors={assignActors}
          exclude={OTHER_SCREENS_EVENTS}
          withForm={{ RE_CUSTOMIZE: () => void navigate(`/assign/re-customization/${r.id}`) }}
          onDone={() => invalidateAssign(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.camp_id')}</dt>
        <dd>{r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : none}</dd>
        <dt>{t('fields.square_id')}</dt>
        <dd>{r.get_square ? <bdi>{refLabel(r.get_square, lang)}</bdi> : none}</dd>
        <dt>{t('fields.country_id')}</dt>
        <dd>{r.get_country ? <bdi>{refLabel(r.get_country, lang)}</bdi> : none}</dd>
        <dt>{t('fields.receiver_company_id')}</dt>
        <dd>{r.get_receiver_company ? <bdi>{receiverLabel(r.get_receiver_company)}</bdi> : none}</dd>
        <dt>{t('fields.receiver_cr')}</dt>
        <dd>
          <bdi dir="ltr">{r.receiver_cr}</bdi>
        </dd>
        <dt>{t('fields.kroky')}</dt>
        <dd>{r.get_kroky ? <FileLink url={r.get_kroky.url} name={r.get_kroky.name} size={r.get_kroky.size} /> : none}</dd>
        <dt>{t('fields.assign_file')}</dt>
        <dd>{r.get_assign_file ? <FileLink url={r.get_assign_file.url} name={r.get_assign_file.name} size={r.get_assign_file.size} /> : none}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={assignmentMachine} status={r.status} />
        </dd>
        <dt>{t('fields.contract_status')}</dt>
        <dd>
          <ContractBadge status={r.contract_status} />
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
