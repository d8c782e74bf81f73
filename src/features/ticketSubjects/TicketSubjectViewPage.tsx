/**
 * /ticket-subject/{id}: one ticket subject with every field.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { accountName } from '../../shared/ui/AccountsPicker';
import { Restriction } from './Restriction';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { useTicketSubject, type TicketSubject } from './api';

export default function TicketSubjectViewPage() {
  const { t, i18n } = useTranslation('ticketSubjects');
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const id = Number(useParams().id);
  const session = useSession();
  const record = useTicketSubject(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/ticket-subject" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: TicketSubject = record.data;
  return (
    <>
      <PageHeader
        title={r.subject}
        actions={
          hasPermission(session, 'ticket-subject-update') ? (
            <Link to={`/ticket-subject/edit/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      <dl className="record-view">
        <dt>{t('fields.subject')}</dt>
        <dd>{r.subject ? <bdi dir="auto">{r.subject}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.note')}</dt>
        <dd>{r.note ? <bdi dir="auto">{r.note}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.restriction')}</dt>
        <dd>
          <Restriction subject={r} />
        </dd>
        <dt>{t('fields.allowedUsers')}</dt>
        <dd>
          {r.allowedUsers.length ? (
            <ul className="plain-list">
              {r.allowedUsers.map((u) => (
                <li key={u.id}>
                  <bdi dir="auto">{accountName(u)}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            t('view.none')
          )}
        </dd>
        <dt>{t('fields.admin_group_id')}</dt>
        <dd>{((r: TicketSubject) => (r.get_admin_group ? <bdi>{refLabel(r.get_admin_group, lang)}</bdi> : t('view.none')))(r)}</dd>
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
