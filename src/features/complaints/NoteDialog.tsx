/**
 * The desk's note on a complaint: RESOLVE asks what was done (`resolution`), REJECT why (`reject_reason`). One text
 * area checked before any call (required, at most COMPLAINT_NOTE_MAX); the event then runs through the machine
 * (`useLifecycle.run`: its guard, then the call), and a 422 on the field lands on it.
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { Field } from '../../shared/ui/Field';
import { COMPLAINT_NOTE_MAX } from '../../../shared/complaints';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import type { Complaint } from './api';

export type NoteEvent = 'RESOLVE' | 'REJECT';
const FIELD = { RESOLVE: 'resolution', REJECT: 'reject_reason' } as const;
const Schema = v.object({ note: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(COMPLAINT_NOTE_MAX, 'validation.too_long')) });

interface Props {
  event: NoteEvent | null;
  record: Complaint;
  run: (record: Complaint, event: LifecycleEvent) => Promise<Complaint>;
  onClose: () => void;
  onDone: () => Promise<unknown> | void;
}

export function NoteDialog({ event, record, run, onClose, onDone }: Props) {
  const { t } = useTranslation('complaints');
  const resolving = event === 'RESOLVE';
  return (
    <Dialog header={event ? t(resolving ? 'desk.resolveTitle' : 'desk.rejectTitle', { name: record.title }) : ''} visible={!!event} onHide={onClose} style={{ width: 'min(34rem, 95vw)' }} modal>
      {event && <NoteForm key={event} event={event} record={record} run={run} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function NoteForm({ event, record, run, onClose, onDone }: Omit<Props, 'event'> & { event: NoteEvent }) {
  const { t } = useTranslation('complaints');
  const resolving = event === 'RESOLVE';
  const form = useForm<{ note: string }>({ resolver: valibotResolver(Schema), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await run(record, { type: event, [FIELD[event]]: note });
      notify('success', t('desk.done', { action: t(resolving ? 'desk.resolve' : 'desk.reject') }));
      onClose();
      await onDone();
    } catch (e) {
      // the server names the field by the event's word; the form calls it `note`
      const errors = (e as { errors?: Record<string, string[]> }).errors;
      if (errors?.[FIELD[event]]) form.setError('note', { type: 'server', message: errors[FIELD[event]]![0] });
      else if (!applyServerErrors(e, form.setError, ['note'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.note?.message;
  const id = `complaint-${event.toLowerCase()}`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={id} label={t(resolving ? 'fields.resolution' : 'fields.rejectReason')} hint={t(resolving ? 'desk.resolveHint' : 'desk.rejectHint')} error={error} required>
        <InputTextarea id={id} rows={4} autoResize dir="auto" className="w-full" maxLength={COMPLAINT_NOTE_MAX} invalid={!!error} {...form.register('note')} />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={t('desk.cancel')} text onClick={onClose} />
        <Button
          type="submit"
          label={t(resolving ? 'desk.resolve' : 'desk.reject')}
          icon={resolving ? 'pi pi-check' : 'pi pi-times'}
          severity={resolving ? 'success' : 'danger'}
          loading={form.formState.isSubmitting}
        />
      </div>
    </form>
  );
}
