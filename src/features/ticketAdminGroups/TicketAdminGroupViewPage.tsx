/**
 * /ticket-admin-groups/{id}: one admin group with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { useTicketAdminGroup, type TicketAdminGroup } from './api';

export default function TicketAdminGroupViewPage() {
  const { t } = useTranslation('ticketAdminGroups');

  const id = Number(useParams().id);
  const session = useSession();
  const record = useTicketAdminGroup(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/ticket-admin-groups" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: TicketAdminGroup = record.data;
  return (
    <>
      <PageHeader
        title={r.name}
        actions={
          hasPermission(session, 'ticket-subject-update') ? (
            <Link to={`/ticket-admin-groups/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>{((r: TicketAdminGroup) => (r.name ? <bdi>{r.name}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>{((r: TicketAdminGroup) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none')))(r)}</dd>
        <dt>{t('fields.admins')}</dt>
        <dd>
          <ul className="plain-list">
            {r.admins.map((a) => (
              <li key={a.id}>
                <bdi dir="auto">{a.name}</bdi>{' '}
                <small className="muted" dir="ltr">
                  {a.email}
                </small>
              </li>
            ))}
          </ul>
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
