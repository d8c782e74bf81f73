/**
 * What the desk's screens share: an order named and linked, a progress bar, the words of a
 * machine's event and status (its meta: label, confirmation question, description), and the
 * dialog that asks for a reason before a refusal.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import type { StateMeta } from '../../../machines/core/types';
import type { Lang } from '../../../shared/label';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { Field } from '../../shared/ui/Field';
import type { Desk } from './desk';
import './orderDesk.css';

/** The most a reason may hold (the contract's maxLength). */
export const REASON_MAX = 2000;

export const langOf = (language: string): Lang => (language === 'en' ? 'en' : 'ar');

/** An event's label and confirmation question (the shared workflow helper, re-exported for the desk's screens). */
export { eventWords } from '../../shared/workflow/eventWords';

/** What a status means, from the machine's state meta (e.g. "Replaced by a newer report"). */
export function statusDescription(machine: AnyStateMachine, status: string, lang: Lang): string | undefined {
  const meta = machine.root.states[status]?.meta as StateMeta | undefined;
  return meta?.description ? meta.description[lang] || meta.description.ar : undefined;
}

/** An order by its subject and number, a link to its screen (plain text inside a dialog: `link={false}`). */
export function OrderRef({ desk, id, title, link = true }: { desk: Desk; id: number; title: string; link?: boolean }) {
  const body = (
    <>
      <Auto>{title}</Auto> <Ltr className="muted">#{id}</Ltr>
    </>
  );
  return link ? <Link to={desk.orderPath(id)}>{body}</Link> : <span>{body}</span>;
}

/** A progress percentage as a small bar and its number. */
export function Progress({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span className="desk-progress">
      <progress max={100} value={pct} aria-label={label} />
      <Ltr>{pct}%</Ltr>
    </span>
  );
}

interface ReasonDialogProps {
  /** the dialog's title: the event's label */
  header: string;
  /** what is being refused, shown above the field */
  summary: ReactNode;
  /** the field's label */
  label: string;
  open: boolean;
  busy: boolean;
  /** a refusal of the reason (the machine's guard or the server's 422), in the reader's language */
  error: string | null;
  onSubmit: (reason: string) => void;
  onHide: () => void;
}

/** Asks for the reason of a refusal; the machine's guard (the server's own rule) judges it when sent. */
export function ReasonDialog({ header, open, onHide, ...form }: ReasonDialogProps) {
  return (
    <Dialog header={header} visible={open} onHide={onHide} style={{ width: 'min(34rem, 95vw)' }} className="desk-dialog">
      {/* mounted with each opening: a new refusal starts with an empty reason */}
      {open && <ReasonForm header={header} onHide={onHide} {...form} />}
    </Dialog>
  );
}

function ReasonForm({ header, summary, label, busy, error, onSubmit, onHide }: Omit<ReasonDialogProps, 'open'>) {
  const { t } = useTranslation('orderDesk');
  const [reason, setReason] = useState('');
  return (
    <form
      className="desk-dialog-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(reason);
      }}
    >
      <div className="desk-summary">{summary}</div>
      <Field id="desk-reason" label={label} error={error ?? undefined} required>
        <InputTextarea id="desk-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={4} maxLength={REASON_MAX} invalid={!!error} dir="auto" autoFocus />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={t('actions.cancel')} outlined onClick={onHide} disabled={busy} />
        <Button type="submit" label={header} severity="danger" loading={busy} data-testid="reason-submit" />
      </div>
    </form>
  );
}
