/**
 * /users/history/{id}: every change to an account — lifecycle steps and edits —
 * newest first, with who made it, when (Gregorian and Hijri), and each field's
 * value before and after, as the API renders them in the user's language.
 */
import { Navigate, useNavigate, useParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { describeLifecycle } from '../../../machines/core/describe';
import { Column, ListTable, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { formatDateTime, formatHijri } from '../../shared/lib/dates';
import { hasPermission, useSession } from '../../shared/auth/session';
import { useUserHistory, type HistoryEntry, type HistoryFilters } from './api';
import './users.css';

const FILTERS = ['event'] as const;
/** The account's changes that are not lifecycle steps (server/features/users/accounts.ts). */
const CHANGE_EVENTS = ['CREATE', 'CREATE_EMPLOYEE', 'UPDATE', 'UPDATE_ROLES', 'SET_ENTITY', 'SWITCH_GOV', 'SWITCH_GOV_FOR_LOCATION_ORDER', 'DELETE'] as const;

function Changes({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation('users');
  const arrow = i18n.dir() === 'rtl' ? 'pi pi-arrow-left' : 'pi pi-arrow-right';
  if (entry.changes.length === 0) return <span className="muted">—</span>;
  const value = (v: string | null, cls: string) => (v === null ? <span className="change-empty">{t('history.none')}</span> : <bdi className={cls}>{v}</bdi>);
  return (
    <ul className="change-list">
      {entry.changes.map((c) => (
        <li key={c.field}>
          <span className="change-label">{c.label}:</span>
          {c.field === 'password_changed' ? (
            value(c.new, 'change-new')
          ) : (
            <>
              {value(c.old, 'change-old')}
              <i className={`${arrow} change-arrow`} role="img" aria-label={t('history.changes')} />
              {value(c.new, 'change-new')}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function UserHistoryPage() {
  const { id } = useParams();
  const userId = Number(id);
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const filters: HistoryFilters = { paginate: list.perPage, ...(list.filters.event ? { event: list.filters.event } : {}) };
  const query = useUserHistory(userId, filters, list.page);
  if (!Number.isInteger(userId) || userId < 1) return <Navigate to="/404" replace />;

  const name = query.data?.user?.name;
  const machineEvents = describeLifecycle(userAccountMachine).states.flatMap((s) => s.transitions.map((x) => [x.event, x.meta.label[lang]] as const));
  const eventOptions = [...CHANGE_EVENTS.map((e) => ({ value: e, label: t(`history.events.${e}`) })), ...[...new Map(machineEvents).entries()].map(([value, label]) => ({ value, label }))];

  return (
    <>
      <PageHeader
        title={name ? `${t('titles.history')}: ${name}` : t('titles.history')}
        subtitle={t('history.subtitle', { name: name ?? '' })}
        actions={hasPermission(session, 'user-view') ? <Button icon="pi pi-user" label={t('titles.view')} outlined onClick={() => void navigate(`/users/view/${userId}`)} /> : undefined}
      />
      <div className="filters">
        <Dropdown
          value={list.filters.event ?? null}
          options={eventOptions}
          onChange={(e) => list.setFilters({ event: (e.value as string | null) ?? undefined })}
          placeholder={t('history.allEvents')}
          showClear
          aria-label={t('history.event')}
        />
      </div>
      <ListTable<HistoryEntry> list={list} query={query} emptyText={t('history.empty')} label={t('titles.history')}>
        <Column
          header={t('history.when')}
          body={(e: HistoryEntry) => (
            <span className="history-when">
              <span dir="ltr">{formatDateTime(e.at)}</span>
              <span className="hijri">{formatHijri(e.at, lang)}</span>
            </span>
          )}
        />
        <Column header={t('history.who')} body={(e: HistoryEntry) => (e.actor ? <bdi>{e.actor.name}</bdi> : <span className="muted">{t('history.system')}</span>)} />
        <Column
          header={t('history.event')}
          body={(e: HistoryEntry) => (
            <Tag value={e.event_text} severity={e.kind === 'transition' ? 'warning' : 'info'} title={e.kind === 'transition' ? t('history.transition') : t('history.change')} />
          )}
        />
        <Column header={t('history.changes')} body={(e: HistoryEntry) => <Changes entry={e} />} />
      </ListTable>
    </>
  );
}
