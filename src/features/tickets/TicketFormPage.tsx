/**
 * /tickets/create: a subject open to this user (their account type's, theirs by name, or everyone's), the content,
 * the importance (the spec's low, meduim, height, shown in words) and an optional attachment (PDF or image, 2 MB).
 * The shared rules (shared/rules/tickets.ts) run before the call; the server's 422s land on the field of the same
 * name. After sending, the list opens with a success message (spec 000 §2: "Ticket").
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { TicketSchema, TICKET_CONTENT_MAX, type TicketValues } from '../../../shared/rules/tickets';
import { TICKET_IMPORTANCE_LEVELS } from '../../../machines';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { createTicket, invalidateTickets, useTicketSubjectChoices, type TicketInput } from './api';
import './tickets.css';

type Input = v.InferInput<typeof TicketSchema>;
const FIELDS = ['subject_id', 'content', 'importance_level', 'attachment'] as const;
// the subject starts unchosen, which its rule refuses until one is chosen
const empty = { subject_id: null, content: '', importance_level: 'meduim' } as unknown as Input;

export default function TicketFormPage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const client = useQueryClient();
  const subjects = useTicketSubjectChoices();
  const [attachment, setAttachment] = useState<File | null>(null);
  const form = useForm<Input, unknown, TicketValues>({ resolver: valibotResolver(TicketSchema), defaultValues: empty });
  const save = useMutation({ mutationFn: (body: TicketInput) => createTicket(body), onSuccess: () => invalidateTickets(client) });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(attachment ? { attachment: attachment as unknown as string } : {}) } as TicketInput;
    try {
      const created = await save.mutateAsync(body);
      notify('success', t('form.created', { id: created.data.id }));
      void navigate('/tickets');
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });
  const errors = form.formState.errors;
  // the attachment travels beside the form's values: the server's 422 on it lands here all the same
  const fileError = (errors as Record<string, { message?: string } | undefined>).attachment?.message;
  const choices = subjects.data ?? [];

  return (
    <>
      <PageHeader title={t('titles.create')} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="area-fields">
          <Field
            id="ticket-subject"
            label={t('fields.subject_id')}
            error={errors.subject_id?.message}
            hint={choices.length || subjects.isPending ? t('form.subjectHint') : t('form.noSubjects')}
            required
          >
            <Controller
              name="subject_id"
              control={form.control}
              render={({ field }) => (
                <select
                  id="ticket-subject"
                  className="native-select w-full"
                  dir="auto"
                  value={field.value ?? ''}
                  disabled={subjects.isPending}
                  aria-busy={subjects.isPending || undefined}
                  onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
                  onBlur={field.onBlur}
                >
                  <option value="">{t('form.choose')}</option>
                  {choices.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.subject}
                    </option>
                  ))}
                </select>
              )}
            />
          </Field>
          <Field id="ticket-importance" label={t('fields.importance_level')} error={errors.importance_level?.message} required>
            <select id="ticket-importance" className="native-select w-full" {...form.register('importance_level')}>
              {TICKET_IMPORTANCE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`importance.${l}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ticket-content" label={t('fields.content')} error={errors.content?.message} required>
            <InputTextarea id="ticket-content" rows={6} dir="auto" maxLength={TICKET_CONTENT_MAX} invalid={!!errors.content} autoResize {...form.register('content')} />
          </Field>
          <Field id="ticket-attachment" label={t('fields.attachment')} hint={t('form.attachmentHint')} error={fileError}>
            <FilePicker id="ticket-attachment" accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp" value={attachment} onChange={setAttachment} invalid={!!fileError} />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-send" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/tickets')} />
        </div>
      </form>
    </>
  );
}
