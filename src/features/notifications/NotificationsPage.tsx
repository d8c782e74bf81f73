/**
 * /notifications (permission notification-index). Two lists:
 * - "Sent notifications", for those who send them (notification-create): the
 *   register of what was sent, to whom (a user type, or chosen users of it), by
 *   whom, when, how many it reached and how many have seen it, with each send's
 *   recipients in a dialog. The create form returns here (spec 000 §2).
 * - "My notifications": everything the user received, paged and searchable — the
 *   bell's drawer in full; opening one marks it seen and follows its link.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { TabMenu } from 'primereact/tabmenu';
import { accountTypes } from '../../../shared/accountTypes';
import { hasPermission, useSession } from '../../shared/auth/session';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { notifyFailure } from '../../shared/ui/notify';
import { formatDateTime, formatHijri } from '../../shared/lib/dates';
import { useInbox, useSends, type Notification, type NotificationSend } from './api';
import { useOpenNotification } from './useNotificationBell';
import { notificationMachine, notificationStatusOf, seenFilterOptions } from './status';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { RecipientsDialog } from './RecipientsDialog';
import { followLink, NotificationLink } from './links';
import './notifications.css';

const SENT_FILTERS = ['search', 'type_id', 'audience'] as const;
const INBOX_FILTERS = ['search', 'is_seen'] as const;

function SentList() {
  const { t, i18n } = useTranslation('notifications');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = useListParams(SENT_FILTERS);
  const [viewing, setViewing] = useState<NotificationSend | null>(null);
  const filters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.type_id ? { type_id: Number(list.filters.type_id) } : {}),
    ...(list.filters.audience === 'type' || list.filters.audience === 'users' ? { audience: list.filters.audience as 'type' | 'users' } : {}),
    ...list.sortBody,
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useSends(filters, list.page);
  const typeOptions = accountTypes.map((x) => ({ value: String(x.id), label: x.label[lang] }));
  const audienceOptions = (['type', 'users'] as const).map((value) => ({ value, label: t(`audience.${value}`) }));

  const audienceOf = (s: NotificationSend) => {
    const type = s.type?.name ?? '—';
    return (
      <span className="audience-cell">
        <Tag value={t(`audience.${s.audience}`)} severity={s.audience === 'type' ? 'info' : undefined} rounded /> <bdi>{type}</bdi>
      </span>
    );
  };

  return (
    <>
      <SearchFilters list={list} label={t('fields.search')}>
        <FilterSelect list={list} name="type_id" options={typeOptions} label={t('fields.type')} />
        <FilterSelect list={list} name="audience" options={audienceOptions} label={t('fields.audience')} />
      </SearchFilters>
      <ListToolbar list={list} name="notifications" exportPath="/general/notification/export" exportBody={exportBody} />
      <ListTable<NotificationSend> list={list} query={query} emptyText={t('list.empty')} label={t('tabs.sent')}>
        <Column
          header={t('fields.message')}
          body={(s: NotificationSend) => (
            <div className="message-cell">
              <span dir="auto">{s.message}</span>
              {s.link && (
                <span className="link-line">
                  <NotificationLink link={s.link} />
                </span>
              )}
            </div>
          )}
        />
        <Column header={t('fields.audience')} body={audienceOf} />
        <Column header={t('fields.sentBy')} body={(s: NotificationSend) => <bdi className="sender-cell">{s.created_by?.name ?? '—'}</bdi>} />
        <Column
          header={t('fields.sentAt')}
          body={(s: NotificationSend) => (
            <span className="date-cell">
              <span dir="ltr">{formatDateTime(s.created_at)}</span>
              <small className="muted" style={{ display: 'block' }}>
                {formatHijri(s.created_at, lang)}
              </small>
            </span>
          )}
        />
        <Column
          field="seen"
          sortable
          header={t('fields.seen')}
          body={(s: NotificationSend) => (
            <div className="seen-meter">
              <ProgressBar value={s.recipients ? Math.round((100 * s.seen) / s.recipients) : 0} showValue={false} aria-label={t('list.seenOf', { seen: s.seen, total: s.recipients })} />
              <small>{t('list.seenOf', { seen: s.seen, total: s.recipients })}</small>
            </div>
          )}
        />
        <Column
          header={t('common:table.actions')}
          body={(s: NotificationSend) => (
            <Button size="small" icon="pi pi-users" label={t('list.recipientsButton')} className="nowrap" outlined onClick={() => setViewing(s)} aria-label={t('list.viewRecipients')} />
          )}
        />
      </ListTable>
      <RecipientsDialog send={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function Inbox() {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const { open: see } = useOpenNotification();
  const list = useListParams(INBOX_FILTERS);
  const filters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.is_seen === '0' || list.filters.is_seen === '1' ? { is_seen: Number(list.filters.is_seen) as 0 | 1 } : {}),
  };
  const query = useInbox(filters, list.page);
  const seenOptions = seenFilterOptions(i18n.language === 'en' ? 'en' : 'ar');

  const open = async (n: Notification) => {
    try {
      const seen = await see(n);
      followLink(seen.link, (p) => void navigate(p));
    } catch (e) {
      notifyFailure(e);
    }
  };

  return (
    <>
      <SearchFilters list={list} label={t('fields.search')}>
        <FilterSelect list={list} name="is_seen" options={seenOptions} label={t('fields.status')} />
      </SearchFilters>
      <ListTable<Notification> list={list} query={query} emptyText={t('list.inboxEmpty')} label={t('tabs.received')}>
        <Column
          header={t('fields.message')}
          body={(n: Notification) => (
            <span className={`message-cell${n.is_seen ? '' : ' inbox-row-unseen'}`} dir="auto">
              {n.message}
            </span>
          )}
        />
        <Column header={t('fields.date')} body={(n: Notification) => <span dir="ltr">{formatDateTime(n.created_at)}</span>} />
        <Column header={t('fields.status')} body={(n: Notification) => <StatusBadge machine={notificationMachine} status={notificationStatusOf(n.is_seen)} />} />
        <Column
          header={t('common:table.actions')}
          body={(n: Notification) =>
            n.link ? (
              <Button size="small" icon="pi pi-external-link" label={t('list.open')} outlined onClick={() => void open(n)} />
            ) : n.is_seen === 0 ? (
              <Button size="small" icon="pi pi-check" label={t('list.markSeen')} text onClick={() => void open(n)} />
            ) : (
              <small className="muted">{t('list.noLink')}</small>
            )
          }
        />
      </ListTable>
    </>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const canSend = hasPermission(session, 'notification-create');
  const tab = canSend && params.get('tab') !== 'received' ? 'sent' : 'received';
  const tabs = [...(canSend ? [{ key: 'sent', label: t('tabs.sent'), icon: 'pi pi-send' }] : []), { key: 'received', label: t('tabs.received'), icon: 'pi pi-inbox' }];
  return (
    <>
      <PageHeader
        title={t('titles.list')}
        subtitle={tab === 'sent' ? t('list.subtitle') : t('list.inboxSubtitle')}
        actions={
          canSend ? (
            <Link to="/notifications/create" className="p-button p-component">
              <span className="p-button-icon p-c p-button-icon-left pi pi-send" aria-hidden />
              <span className="p-button-label p-c">{t('list.send')}</span>
            </Link>
          ) : undefined
        }
      />
      {tabs.length > 1 && (
        <TabMenu
          className="page-tabs"
          model={tabs.map((x) => ({ label: x.label, icon: x.icon, command: () => setParams(x.key === 'sent' ? {} : { tab: x.key }) }))}
          activeIndex={tabs.findIndex((x) => x.key === tab)}
        />
      )}
      {tab === 'sent' ? <SentList key="sent" /> : <Inbox key="received" />}
    </>
  );
}
