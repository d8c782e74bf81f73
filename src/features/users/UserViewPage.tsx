/**
 * /users/view/{id}: one account — its details, characteristics, registration
 * details and documents — with the actions its status accepts: the userAccount
 * machine's (activate, reject, disable, enable; shown only when the machine takes
 * them from this user) and the administrator's others (edit, roles, history,
 * the switches, delete).
 */
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { formatDate, formatDateTime, formatHijri } from '../../shared/lib/dates';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { userAccountActors, useUser, type UserDetail } from './api';
import { FlagSwitch, PlatformSwitch, useUserActions } from './useUserActions';
import { UndoToastHost } from './undo';
import { ActivateDialog, RejectDialog } from './DecisionDialogs';
import { RolesDialog } from './RolesDialog';
import { ACTIVATED_STATUSES } from './status';
import { LoadFailed, Loading } from '../../shared/ui/StatePanels';
import { Note } from './Note';
import './users.css';

const PROFILE_FIELDS = ['cr_number', 'cr_expiry', 'vat_number', 'unified_number', 'owner_id_number', 'delegate_id', 'hajj_license_number'] as const;

export default function UserViewPage() {
  const { id } = useParams();
  const userId = Number(id);
  const query = useUser(userId);
  if (!Number.isInteger(userId) || userId < 1) return <Navigate to="/404" replace />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <UserView user={query.data} />;
}

function When({ value }: { value: string | undefined }) {
  const { i18n } = useTranslation();
  if (!value) return <>—</>;
  return (
    <>
      <span dir="ltr">{formatDateTime(value)}</span>
      <span className="hijri">{formatHijri(value, i18n.language === 'en' ? 'en' : 'ar')}</span>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function UserView({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const actions = useUserActions();
  const [activating, setActivating] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [editingRoles, setEditingRoles] = useState(false);
  const activated = ACTIVATED_STATUSES.includes(user.status);
  const none = <span className="muted">—</span>;
  const profile = user.profile;
  const profileRows = profile ? PROFILE_FIELDS.filter((k) => profile[k]) : [];
  const expiries = profile ? Object.entries(profile.expiries ?? {}) : [];

  return (
    <>
      <UndoToastHost />
      <PageHeader
        title={user.name}
        subtitle={[user.type.name, user.company_name].filter(Boolean).join(' — ')}
        actions={
          <>
            {/* the account's lifecycle actions, as the server answers for this administrator; each opens what it needs */}
            <LifecycleActions
              machine={userAccountMachine}
              workflow="userAccount"
              record={user}
              actors={userAccountActors}
              withForm={{
                ACTIVATE: () => setActivating(true),
                REJECT: () => setRejecting(true),
                // the platform switch's own path: disabling ends the account's sessions, so it asks first
                DISABLE: () => actions.setPlatform(user, 'DISABLE'),
                ENABLE: () => actions.setPlatform(user, 'ENABLE'),
              }}
              exclude={actions.isSelf(user) ? ['DISABLE', 'ENABLE'] : []}
            />
            {actions.canEdit && <Button icon="pi pi-pencil" label={t('list.edit')} outlined onClick={() => void navigate(`/users/update/${user.id}`)} />}
            {actions.canEdit && activated && !actions.isSelf(user) && <Button icon="pi pi-shield" label={t('list.roles')} outlined onClick={() => setEditingRoles(true)} />}
            {actions.can('user-history') && <Button icon="pi pi-history" label={t('list.history')} outlined onClick={() => void navigate(`/users/history/${user.id}`)} />}
            {actions.canDelete && !actions.isSelf(user) && (
              <Button icon="pi pi-trash" label={t('list.delete')} severity="danger" text onClick={() => actions.remove(user, () => void navigate('/users'))} />
            )}
          </>
        }
      />
      <div className="title-status" style={{ marginBlockEnd: '1rem' }}>
        <StatusBadge machine={userAccountMachine} status={user.status} />
        {user.parent && (
          <Link to={`/users/view/${user.parent.id}`}>
            <Tag severity="secondary" value={t('list.employeeOf', { name: user.parent.name })} />
          </Link>
        )}
      </div>
      {user.status === 'rejected' && user.reject_reason && (
        <Note kind="warn" className="reject-note">
          <strong>{t('view.rejected')}:</strong> <bdi>{user.reject_reason}</bdi>
        </Note>
      )}
      <div className="detail-grid">
        <section className="detail-card" aria-labelledby="card-account">
          <h2 id="card-account">{t('sections.account')}</h2>
          <dl className="facts">
            <Fact label={t('fields.name')}>
              <bdi>{user.name}</bdi>
            </Fact>
            <Fact label={t('fields.username')}>{user.username ? <span dir="ltr">{user.username}</span> : none}</Fact>
            <Fact label={t('fields.email')}>
              <a href={`mailto:${user.email}`} dir="ltr">
                {user.email}
              </a>
            </Fact>
            <Fact label={t('fields.phone')}>
              {user.phone ? (
                <a href={`tel:+${user.phone}`} dir="ltr">
                  {user.phone}
                </a>
              ) : (
                none
              )}
            </Fact>
            <Fact label={t('fields.type')}>{user.type.name}</Fact>
            <Fact label={t('fields.company')}>{user.company_name ? <bdi>{user.company_name}</bdi> : none}</Fact>
            <Fact label={t('fields.roles')}>
              {user.roles.length ? (
                <span className="role-list">
                  {user.roles.map((r) => (
                    <Tag key={r.id} value={r.name} severity="info" />
                  ))}
                </span>
              ) : (
                none
              )}
            </Fact>
            <Fact label={t('view.created')}>
              <When value={user.created_at} />
            </Fact>
            <Fact label={t('view.updated')}>
              <When value={user.updated_at} />
            </Fact>
          </dl>
        </section>

        <section className="detail-card" aria-labelledby="card-flags">
          <h2 id="card-flags">{t('sections.flags')}</h2>
          <ul className="switch-list">
            <li>
              <span>{t('fields.platform')}</span>
              <PlatformSwitch user={user} actions={actions} />
            </li>
            <li>
              <span>{t('fields.government')}</span>
              <FlagSwitch user={user} flag="is_government" actions={actions} />
            </li>
            <li>
              <span>{t('fields.governmentForLocationOrder')}</span>
              <FlagSwitch user={user} flag="is_government_for_location_order" actions={actions} />
            </li>
            <li>
              <span>{t('fields.entity')}</span>
              <FlagSwitch user={user} flag="is_entity" actions={actions} />
            </li>
            {!user.parent_id && (
              <li>
                <span>{t('fields.employeesCount')}</span>
                {user.employees_count > 0 && actions.can('user-employee-index') ? (
                  <Link to={`/employees?parent_id=${user.id}`}>{`${user.employees_count} — ${t('view.showEmployees')}`}</Link>
                ) : (
                  <span>{user.employees_count}</span>
                )}
              </li>
            )}
          </ul>
        </section>

        <section className="detail-card" aria-labelledby="card-registration">
          <h2 id="card-registration">{t('sections.registration')}</h2>
          {profileRows.length === 0 && expiries.length === 0 ? (
            <p className="muted">{t('view.noRegistration')}</p>
          ) : (
            <dl className="facts">
              {profileRows.map((k) => (
                <Fact key={k} label={t(`view.profile.${k}`)}>
                  <bdi>{profile![k]}</bdi>
                </Fact>
              ))}
              {expiries.map(([kind, date]) => (
                <Fact key={kind} label={t(`view.kinds.${kind}`, { defaultValue: kind })}>
                  <span dir="ltr">{formatDate(date)}</span>
                </Fact>
              ))}
            </dl>
          )}
          <h2 style={{ marginBlockStart: '1.25rem' }}>{t('sections.documents')}</h2>
          {user.documents.length === 0 ? (
            <p className="muted">{t('view.noDocuments')}</p>
          ) : (
            <ul className="doc-list">
              {user.documents.map((d) => (
                <li key={d.kind}>
                  <span>
                    <span>{t(`view.kinds.${d.kind}`, { defaultValue: d.kind })}</span>
                    {d.name && (
                      <span className="hijri">
                        <bdi>{d.name}</bdi>
                      </span>
                    )}
                    {d.expires_at && <span className="hijri">{t('view.expires', { date: formatDate(d.expires_at) })}</span>}
                  </span>
                  <a href={d.url} target="_blank" rel="noreferrer">
                    {t('view.open')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ActivateDialog
        key={`activate-${user.id}`}
        user={activating ? user : null}
        onClose={() => setActivating(false)}
        onSubmit={async (payload) => {
          await actions.decide(user, { type: 'ACTIVATE', ...payload });
          setActivating(false);
        }}
      />
      <RejectDialog
        key={`reject-${user.id}`}
        user={rejecting ? user : null}
        onClose={() => setRejecting(false)}
        onSubmit={async (payload) => {
          await actions.decide(user, { type: 'REJECT', ...payload });
          setRejecting(false);
        }}
      />
      <RolesDialog key={`roles-${user.id}`} user={editingRoles ? user : null} onClose={() => setEditingRoles(false)} />
    </>
  );
}
