/**
 * /outbox: the mail the portal has written (password-reset links…), newest first.
 * With no mail server configured this is how messages reach people: an
 * administrator opens one and passes its link on.
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { notify } from '../../shared/ui/notify';
import { formatDateTime } from '../../shared/lib/dates';
import { useOutbox, type OutboxMessage } from './api';
import './outbox.css';

const FILTERS = ['search'] as const;

export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const { t: tc } = useTranslation();
  const list = useListParams(FILTERS);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const query = useOutbox({ paginate: list.perPage, ...(list.filters.search ? { search: list.filters.search } : {}) }, list.page);

  const status = (m: OutboxMessage) =>
    m.sent_at ? <Tag severity="success" value={t('sent', { date: formatDateTime(m.sent_at) })} rounded /> : <Tag severity="warning" value={t('waiting')} rounded />;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <SearchFilters list={list} label={t('search')} clearable />
      <ListTable<OutboxMessage> list={list} query={query} emptyText={t('empty')} label={t('title')}>
        <Column field="created_at" header={t('fields.created')} body={(m: OutboxMessage) => <span dir="ltr">{formatDateTime(m.created_at)}</span>} />
        <Column field="to_email" header={t('fields.to')} body={(m: OutboxMessage) => <span dir="ltr">{m.to_email}</span>} />
        <Column field="subject" header={t('fields.subject')} body={(m: OutboxMessage) => <bdi>{m.subject}</bdi>} />
        <Column field="sent_at" header={t('fields.status')} body={status} />
        <Column
          header={tc('table.actions')}
          body={(m: OutboxMessage) => <Button size="small" icon="pi pi-eye" label={t('view')} outlined onClick={() => setOpen(m)} aria-label={`${t('view')}: ${m.subject} — ${m.to_email}`} />}
        />
      </ListTable>
      <Dialog header={open ? t('messageTitle', { to: open.to_email }) : ''} visible={!!open} onHide={() => setOpen(null)} style={{ width: 'min(44rem, 95vw)' }} modal>
        {open && <MessageView message={open} />}
      </Dialog>
    </>
  );
}

function MessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('outbox');
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('copied'));
    } catch {
      notify('warning', t('copyFailed'));
    }
  };
  return (
    <div className="outbox-message">
      <dl className="facts">
        <dt>{t('fields.to')}</dt>
        <dd>
          <span dir="ltr">{message.to_email}</span>
        </dd>
        <dt>{t('fields.created')}</dt>
        <dd>
          <span dir="ltr">{formatDateTime(message.created_at)}</span>
        </dd>
        <dt>{t('fields.subject')}</dt>
        <dd>
          <bdi>{message.subject}</bdi>
        </dd>
      </dl>
      <h3>{t('fields.body')}</h3>
      <pre className="outbox-body" dir="auto">
        {message.body}
      </pre>
      {message.link && (
        <>
          <h3>{t('fields.link')}</h3>
          <p className="outbox-link">
            <a href={message.link} target="_blank" rel="noreferrer noopener" dir="ltr">
              {message.link}
            </a>
          </p>
          <Button type="button" icon="pi pi-copy" label={t('copy')} outlined onClick={() => void copy(message.link!)} />
        </>
      )}
    </div>
  );
}
