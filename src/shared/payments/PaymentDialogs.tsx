/**
 * The payment orders' two dialogs (SADAD orders and invoices): the company's proof of payment (a PDF or an
 * image, 2 MB) and the authority's rejection with its reason. Each submits through the caller's lifecycle
 * run (the machine's rule first, then the call); the server's field errors land on the field.
 */
import { useForm, Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { PAYMENT_WORDS as W } from './words';
import { applyServerErrors } from '../lib/forms';
import { notifyFailure } from '../ui/notify';
import { Field } from '../ui/Field';
import { FilePicker } from '../ui/FilePicker';
import { rejectReasonRule } from '../../../shared/rules/user';
import { fileCaps } from '../../../shared/limits';

const RejectSchema = v.object({ rejection_reason: rejectReasonRule });
const UploadSchema = v.object({
  attachment: v.pipe(
    v.custom<File>((f) => f instanceof File, 'validation.required'),
    v.check((f) => f.size <= fileCaps.small, 'validation.file.max2'),
  ),
});

interface DialogProps<V> {
  open: boolean;
  /** defaults to the dialog's own title */
  title?: string;
  onClose: () => void;
  onSubmit: (values: V) => Promise<unknown>;
}

const useLang = () => (useTranslation().i18n.language === 'en' ? 'en' : 'ar');

export function RejectPaymentDialog({ open, title, onClose, onSubmit }: DialogProps<{ rejection_reason: string }>) {
  const lang = useLang();
  return (
    <Dialog header={title ?? W.rejectTitle[lang]} visible={open} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {open && <RejectForm onClose={onClose} onSubmit={onSubmit} submitLabel={W.rejectSubmit[lang]} cancelLabel={W.cancel[lang]} label={W.rejectionReason[lang]} />}
    </Dialog>
  );
}

function RejectForm({
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  label,
}: {
  onClose: () => void;
  onSubmit: (values: { rejection_reason: string }) => Promise<unknown>;
  submitLabel: string;
  cancelLabel: string;
  label: string;
}) {
  const form = useForm<{ rejection_reason: string }>({ resolver: valibotResolver(RejectSchema), defaultValues: { rejection_reason: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['rejection_reason'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.rejection_reason?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id="payment-reject-reason" label={label} error={error} required>
        <InputTextarea id="payment-reject-reason" rows={4} autoResize dir="auto" className="w-full" {...form.register('rejection_reason')} invalid={!!error} aria-invalid={!!error} />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={cancelLabel} text onClick={onClose} />
        <Button type="submit" label={submitLabel} icon="pi pi-times" severity="danger" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

export function UploadPaymentDialog({ open, title, onClose, onSubmit }: DialogProps<{ attachment: File }>) {
  const lang = useLang();
  return (
    <Dialog header={title ?? W.uploadTitle[lang]} visible={open} onHide={onClose} style={{ width: 'min(32rem, 95vw)' }} modal>
      {open && <UploadForm onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function UploadForm({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: { attachment: File }) => Promise<unknown> }) {
  const lang = useLang();
  const form = useForm<{ attachment: File | null }>({ resolver: valibotResolver(UploadSchema) as never, defaultValues: { attachment: null } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ attachment: values.attachment! });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['attachment'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.attachment?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{W.uploadHint[lang]}</p>
      <Field id="payment-attachment" label={W.attachment[lang]} error={error} required>
        <Controller
          control={form.control}
          name="attachment"
          render={({ field }) => (
            <FilePicker id="payment-attachment" accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/*" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!error} />
          )}
        />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={W.cancel[lang]} text onClick={onClose} />
        <Button type="submit" label={W.uploadSubmit[lang]} icon="pi pi-upload" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
