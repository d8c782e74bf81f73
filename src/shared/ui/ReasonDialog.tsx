/**
 * The dialog a decision that needs a reason opens (a rejection: "A reject cause is required", spec 001 §5): one
 * text area checked by the shared rule before any call; the server's 422 on `reject_reason` lands on it. The screen
 * names the dialog and its buttons.
 */
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { applyServerErrors } from '../lib/forms';
import { notifyFailure } from './notify';
import { Field } from './Field';
import { rejectReasonRule } from '../../../shared/rules/user';

const ReasonSchema = v.object({ reject_reason: rejectReasonRule });

export interface ReasonDialogProps {
  /** the dialog's id prefix (its field is `${id}-reason`) */
  id: string;
  open: boolean;
  title: string;
  label: string;
  /** a line under the field: what the reason is for (who reads it) */
  hint?: string;
  submitLabel: string;
  cancelLabel: string;
  onClose: () => void;
  onSubmit: (values: { reject_reason: string }) => Promise<unknown>;
}

export function ReasonDialog({ id, open, title, onClose, ...rest }: ReasonDialogProps) {
  return (
    <Dialog header={title} visible={open} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {open && <ReasonForm id={id} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function ReasonForm({ id, label, hint, submitLabel, cancelLabel, onClose, onSubmit }: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const form = useForm<{ reject_reason: string }>({ resolver: valibotResolver(ReasonSchema), defaultValues: { reject_reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['reject_reason'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.reject_reason?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-reason`} label={label} hint={hint} error={error} required>
        <InputTextarea id={`${id}-reason`} rows={4} autoResize dir="auto" className="w-full" {...form.register('reject_reason')} invalid={!!error} aria-invalid={!!error} />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={cancelLabel} text onClick={onClose} />
        <Button type="submit" label={submitLabel} icon="pi pi-times" severity="danger" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
