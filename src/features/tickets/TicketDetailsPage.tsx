/**
 * /tickets/details/{id}: the ticket, its thread (comments and answers with their attachments, forwards and the
 * close, oldest first) and what this user may do now, read from the ticket machine (machines/ticket) with the
 * parties the server says they hold: the opener's side comments, the holding group's admins answer and forward
 * (to another admin group, chosen in a dialog; the machine's rule refuses the group holding it before any call),
 * either closes (asked first). Once closed the reply box is gone: "after closing, no further comments" (001 §4).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'primereact/skeleton';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { ticketMachine } from '../../../machines';
import { TICKET_CONTENT_MAX } from '../../../shared/rules/tickets';
import { Importance } from './Importance';
import { invalidateTickets, ticketActors, ticketFacts, useTicket, useTicketGroups, type TicketComment, type TicketDetails } from './api';
import './tickets.css';

type Lang = 'ar' | 'en';
const groupName = (g: { name: string; name_en?: string | null } | null | undefined, lang: Lang) => (g ? (lang === 'en' && g.name_en) || g.name : '');

export default function TicketDetailsPage() {
  const { t, i18n } = useTranslation('tickets');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useTicket(valid ? id : null);

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/tickets" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  return <Ticket record={record.data} lang={lang} />;
}

function Ticket({ record: r, lang }: { record: TicketDetails; lang: Lang }) {
  const { t } = useTranslation('tickets');
  const client = useQueryClient();
  const [forwarding, setForwarding] = useState(false);
  const lifecycle = useLifecycle<TicketDetails>(ticketMachine, ticketActors, r.parties, ticketFacts);
  // the reply this user's side sends, when the status takes it: the owner's COMMENT or a handler's ANSWER
  const reply = lifecycle.available(r.status).find((e) => e === 'COMMENT' || e === 'ANSWER');
  const refresh = () => invalidateTickets(client);
  const none = t('view.none');

  return (
    <>
      <PageHeader title={`${t('titles.view')} #${r.id}`} subtitle={r.get_subject?.subject} />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={ticketMachine}
          record={r}
          actors={ticketActors}
          parties={r.parties}
          exclude={['COMMENT', 'ANSWER']}
          withForm={{ FORWARD: () => setForwarding(true) }}
          onDone={refresh}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={ticketMachine} status={r.status} />
        </dd>
        <dt>{t('fields.subject_id')}</dt>
        <dd>{r.get_subject ? <bdi dir="auto">{r.get_subject.subject}</bdi> : none}</dd>
        <dt>{t('fields.importance_level')}</dt>
        <dd>
          <Importance level={r.importance_level} />
        </dd>
        <dt>{t('fields.owner')}</dt>
        <dd>{r.owner ? <bdi dir="auto">{r.owner.company_name || r.owner.name}</bdi> : none}</dd>
        <dt>{t('fields.group')}</dt>
        <dd>{r.get_group ? <bdi dir="auto">{groupName(r.get_group, lang)}</bdi> : none}</dd>
        <dt>{t('fields.content')}</dt>
        <dd>
          <p className="ticket-content" dir="auto">
            {r.content}
          </p>
        </dd>
        <dt>{t('fields.attachment')}</dt>
        <dd>{r.attachment ? <FileLink url={r.attachment.url} name={r.attachment.name} size={r.attachment.size} /> : none}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
      </dl>
      <h2 id="ticket-thread">{t('thread.title')}</h2>
      {r.comments.length ? (
        <ol className="ticket-thread" aria-labelledby="ticket-thread" data-testid="ticket-thread">
          {r.comments.map((c) => (
            <Line key={c.id} line={c} lang={lang} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t('thread.empty')}</p>
      )}
      {reply ? (
        <ReplyForm record={r} event={reply} run={lifecycle.run} onDone={refresh} />
      ) : r.status === 'closed' ? (
        <p className="state-panel" role="status" data-testid="ticket-closed">
          {t('thread.closed')}
        </p>
      ) : null}
      <ForwardDialog open={forwarding} record={r} lang={lang} run={lifecycle.run} onClose={() => setForwarding(false)} onDone={refresh} />
    </>
  );
}

function Line({ line: c, lang }: { line: TicketComment; lang: Lang }) {
  const { t } = useTranslation('tickets');
  const who = c.author ? c.author.company_name || c.author.name : t('thread.someone');
  const what = c.kind === 'forward' ? t('thread.forward', { group: groupName(c.group, lang) }) : t(`thread.${c.kind}`);
  return (
    <li className={`ticket-line kind-${c.kind}`} data-kind={c.kind}>
      <header>
        <span>
          <strong>
            <bdi dir="auto">{who}</bdi>
          </strong>{' '}
          · {what}
        </span>
        <bdi dir="ltr">{formatDateTime(c.created_at)}</bdi>
      </header>
      {c.content && <p dir="auto">{c.content}</p>}
      {c.attachment && <FileLink url={c.attachment.url} name={c.attachment.name} size={c.attachment.size} />}
    </li>
  );
}

type Run = (record: TicketDetails, event: { type: string; [k: string]: unknown }) => Promise<TicketDetails>;

/** The reply box: the machine's rule (content is required) answers before any call; the server's 422 lands on the field. */
function ReplyForm({ record, event, run, onDone }: { record: TicketDetails; event: 'COMMENT' | 'ANSWER'; run: Run; onDone: () => Promise<void> }) {
  const { t } = useTranslation('tickets');
  const [content, setContent] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () => run(record, { type: event, content, ...(attachment ? { attachment } : {}) }),
    onSuccess: async () => {
      setContent('');
      setAttachment(null);
      setErrors({});
      notify('success', t('thread.sent'));
      await onDone();
    },
    onError: (e) => {
      if (isApiFailure(e) && e.errors) setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else notifyFailure(e);
      if (isApiFailure(e) && e.status === 409) void onDone();
    },
  });
  return (
    <form
      className="ticket-reply"
      aria-labelledby="ticket-reply-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <h2 id="ticket-reply-title">{t('thread.replyTitle')}</h2>
      <Field id="ticket-reply" label={t('thread.reply')} error={errors.content} required>
        <InputTextarea id="ticket-reply" rows={4} dir="auto" maxLength={TICKET_CONTENT_MAX} value={content} onChange={(e) => setContent(e.target.value)} invalid={!!errors.content} autoResize />
      </Field>
      <Field id="ticket-reply-attachment" label={t('fields.attachment')} hint={t('form.attachmentHint')} error={errors.attachment}>
        <FilePicker
          id="ticket-reply-attachment"
          accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
          value={attachment}
          onChange={setAttachment}
          invalid={!!errors.attachment}
        />
      </Field>
      <div className="form-actions">
        <Button type="submit" label={t('thread.send')} icon="pi pi-send" loading={send.isPending} data-event={event} />
      </div>
    </form>
  );
}

/** FORWARD's dialog: another admin group (the one holding the ticket is left out; the machine's rule refuses it too). */
function ForwardDialog({ open, record, lang, run, onClose, onDone }: { open: boolean; record: TicketDetails; lang: Lang; run: Run; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation('tickets');
  const groups = useTicketGroups(open);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const forward = useMutation({
    mutationFn: () => run(record, { type: 'FORWARD', ...(groupId ? { group_id: groupId } : {}) }),
    onSuccess: async () => {
      notify('success', t('forward.done'));
      setGroupId(null);
      onClose();
      await onDone();
    },
    onError: (e) => {
      if (isApiFailure(e) && e.errors?.group_id) setError(e.errors.group_id[0]);
      else notifyFailure(e);
    },
  });
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <Dialog header={t('forward.title', { id: record.id })} visible={open} onHide={close} style={{ width: 'min(32rem, 95vw)' }} modal>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          forward.mutate();
        }}
      >
        <Field id="ticket-forward-group" label={t('forward.group')} error={error} required>
          <select
            id="ticket-forward-group"
            className="native-select w-full"
            value={groupId ?? ''}
            disabled={groups.isPending}
            aria-busy={groups.isPending || undefined}
            onChange={(e) => {
              setGroupId(e.target.value ? Number(e.target.value) : null);
              setError(undefined);
            }}
          >
            <option value="">—</option>
            {(groups.data ?? [])
              .filter((g) => g.id !== record.group_id)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {groupName(g, lang)}
                </option>
              ))}
          </select>
        </Field>
        <div className="form-actions">
          <Button type="submit" label={t('forward.submit')} icon="pi pi-share-alt" loading={forward.isPending} />
          <Button type="button" label={t('forward.cancel')} outlined onClick={close} />
        </div>
      </form>
    </Dialog>
  );
}
