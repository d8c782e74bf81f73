/** Who a send reached and whether each has seen it: a paged, searchable list in a dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Column, ListTable } from '../../shared/ui/list';
import { formatDateTime } from '../../shared/lib/dates';
import { paging } from '../../../shared/limits';
import { useRecipients, type NotificationRecipient, type NotificationSend } from './api';
import { notificationMachine, notificationStatuses, notificationStatusOf } from './status';
import { StatusBadge } from '../../shared/ui/StatusBadge';

type SeenFilter = 'all' | 'seen' | 'unseen';

export function RecipientsDialog({ send, onClose }: { send: NotificationSend | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(paging.defaultPerPage);
  const [seen, setSeen] = useState<SeenFilter>('all');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const filters = { paginate: perPage, ...(seen === 'all' ? {} : { is_seen: seen === 'seen' ? (1 as const) : (0 as const) }), ...(applied ? { search: applied } : {}) };
  const query = useRecipients(send?.id ?? null, filters, page);
  const options = [{ value: 'all', label: t('seenState.all') }, ...notificationStatuses(i18n.language === 'en' ? 'en' : 'ar').map(({ value, label }) => ({ value, label }))];

  return (
    <Dialog
      header={t('list.recipientsOf')}
      visible={!!send}
      onHide={onClose}
      style={{ width: 'min(56rem, 96vw)' }}
      modal
      onShow={() => {
        setPage(1);
        setSeen('all');
        setSearch('');
        setApplied('');
      }}
    >
      {send && (
        <>
          <p className="message-cell" dir="auto">
            {send.message}
          </p>
          <form
            className="filters"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setApplied(search.trim());
              setPage(1);
            }}
          >
            <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('fields.recipientSearch')} aria-label={t('fields.recipientSearch')} dir="auto" className="grow" />
            <Button type="submit" icon="pi pi-search" aria-label={t('common:actions.search')} title={t('common:actions.search')} />
            <SelectButton
              value={seen}
              options={options}
              onChange={(e) => {
                if (!e.value) return;
                setSeen(e.value as SeenFilter);
                setPage(1);
              }}
              aria-label={t('fields.status')}
              allowEmpty={false}
            />
          </form>
          <ListTable<NotificationRecipient>
            query={query}
            page={page}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
            filtered={seen !== 'all' || !!applied}
            dataKey="user_id"
            label={t('list.recipientsOf')}
          >
            <Column header={t('fields.name')} body={(r: NotificationRecipient) => <bdi>{r.name}</bdi>} />
            <Column header={t('fields.company')} body={(r: NotificationRecipient) => <bdi>{r.company_name ?? '—'}</bdi>} />
            <Column header={t('fields.email')} body={(r: NotificationRecipient) => <span dir="ltr">{r.email}</span>} />
            <Column header={t('fields.status')} body={(r: NotificationRecipient) => <StatusBadge machine={notificationMachine} status={notificationStatusOf(r.is_seen)} />} />
            <Column header={t('fields.seenAt')} body={(r: NotificationRecipient) => <span dir="ltr">{r.seen_at ? formatDateTime(r.seen_at) : '—'}</span>} />
          </ListTable>
        </>
      )}
    </Dialog>
  );
}
