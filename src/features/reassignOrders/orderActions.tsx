/**
 * Running an order's events. The server's `events` (each with `allowed` and its `reason`) say which actions
 * this caller sees; each runs through the type's machine (its guards first, the same code the server runs)
 * and its client actor in a mutation; after it the order and the lists are asked again, and the order opens
 * at its new step's screen.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useForm, Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { isAllowedBy, transitionsFrom } from '../../../machines/core/runtime';
import { senderOf, useLifecycle } from '../../shared/workflow/useLifecycle';
import type { SessionData } from '../../shared/auth/session';
import { confirmAction } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { RejectPaymentDialog } from '../../shared/payments/PaymentDialogs';
import { fileCaps } from '../../../shared/limits';
import { invalidateReassignOrders, machineOf, reassignOrdersActors, stepPath, type ReassignOrder } from './api';
import { AppointmentFields } from './shared';
import { ReappointSchema } from '../../../shared/rules/reassignOrders';

export type EventOption = ReassignOrder['events'][number];

/** The server's word on one event for this caller, or undefined when it is not offered. */
export const optionOf = (order: ReassignOrder, event: string): EventOption | undefined => order.events.find((e) => e.event === event);

/** The caller's parties on the order, read from what the server allows (the company pays; a signer signs). */
const partiesOf = (order: ReassignOrder): string[] => [...(optionOf(order, 'PAY_PENALTIES')?.allowed ? ['owner'] : []), ...(optionOf(order, 'SIGN')?.allowed ? ['signer'] : [])];

/**
 * The events this caller sees: those the server allows, and those it refuses only for now (shown disabled with
 * the reason). An event refused that the machine does not even offer this caller (not theirs to send) is left
 * out, as the shared lifecycle actions do.
 */
export function offeredTo(order: ReassignOrder, session: SessionData | null): ReassignOrder {
  const sender = senderOf(session, partiesOf(order));
  const machine = machineOf(order.type);
  const events = order.events.filter((e) => e.allowed || transitionsFrom(machine, order.status, e.event).some((t) => isAllowedBy(t.meta.who, sender)));
  return events.length === order.events.length ? order : { ...order, events };
}

export function useOrderRun(order: ReassignOrder) {
  const { t } = useTranslation('reassignOrders');
  const client = useQueryClient();
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const lifecycle = useLifecycle<ReassignOrder>(machineOf(order.type), reassignOrdersActors, partiesOf(order), (r) => ({ MissedSignCount: r.MissedSignCount }));
  return useMutation({
    mutationFn: (event: LifecycleEvent) => lifecycle.run(order, event),
    onSuccess: async (after, event) => {
      notify('success', t('actions.done', { action: optionOf(order, event.type)?.label ?? event.type }));
      await invalidateReassignOrders(client);
      // a rejected order is refused on its next read: the screen says so and goes back to the list
      if (after.status !== 'rejected' && after.status !== order.status && stepPath(after) !== here) void navigate(stepPath(after), { replace: true });
    },
    // someone else acted first (a stale version, a status that moved on): read the order again
    onError: async (e) => {
      if (isApiFailure(e) && e.status === 409) await invalidateReassignOrders(client);
    },
  });
}

/** The machine's question before an event, in the caller's language (none when the event asks nothing). */
export function confirmOf(order: ReassignOrder, event: string, lang: 'ar' | 'en'): string | undefined {
  const meta = transitionsFrom(machineOf(order.type), order.status, event)[0]?.meta as { confirm?: { ar: string; en: string } } | undefined;
  return meta?.confirm ? meta.confirm[lang] || meta.confirm.ar : undefined;
}

/**
 * One event's button: shown only when the server offers it; disabled with the reason beside it when the
 * status takes it but not now. `onClick` replaces the default (run the event, after its confirmation).
 */
export function EventButton({
  order,
  event,
  run,
  onClick,
  ...props
}: { order: ReassignOrder; event: string; run: ReturnType<typeof useOrderRun>; onClick?: () => void } & Omit<ButtonProps, 'onClick' | 'label'>) {
  const { i18n } = useTranslation('reassignOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const option = optionOf(order, event);
  if (!option) return null;
  const refused = !option.allowed;
  const why = `why-${order.id}-${event}`;
  const start = () => {
    if (onClick) return onClick();
    const send = () => run.mutate({ type: event }, { onError: notifyFailure });
    const question = confirmOf(order, event, lang);
    if (question) confirmAction({ title: option.label, text: question, confirm: option.label, danger: event === 'CANCEL', accept: send });
    else send();
  };
  return (
    <span className="reassign-action">
      <Button
        type="button"
        label={option.label}
        size="small"
        {...props}
        disabled={refused || run.isPending || props.disabled}
        loading={run.isPending && run.variables?.type === event}
        onClick={start}
        aria-describedby={refused && option.reason ? why : undefined}
        data-event={event}
      />
      {refused && option.reason && (
        <small className="muted" id={why}>
          {option.reason}
        </small>
      )}
    </span>
  );
}

/** The order's header actions: reject with a reason, and cancel after a confirmation, when offered. */
export function OrderActions({ order, run }: { order: ReassignOrder; run: ReturnType<typeof useOrderRun> }) {
  const { t } = useTranslation('reassignOrders');
  const [rejecting, setRejecting] = useState(false);
  if (!optionOf(order, 'REJECT') && !optionOf(order, 'CANCEL')) return null;
  return (
    <section className="reassign-actions" aria-label={t('view.actions')}>
      <EventButton order={order} event="REJECT" run={run} severity="danger" outlined icon="pi pi-times" onClick={() => setRejecting(true)} />
      <EventButton order={order} event="CANCEL" run={run} severity="secondary" outlined icon="pi pi-ban" />
      <RejectPaymentDialog
        open={rejecting}
        title={t('reject.title')}
        onClose={() => setRejecting(false)}
        onSubmit={async ({ rejection_reason }) => {
          await run.mutateAsync({ type: 'REJECT', rejection_reason });
          setRejecting(false);
        }}
      />
    </section>
  );
}

const UploadSchema = v.object({
  file: v.pipe(
    v.custom<File>((f) => f instanceof File, 'validation.required'),
    v.check((f) => f.size <= fileCaps.small, 'validation.file.max2'),
  ),
});

/** A PDF or an image, 2 MB at most, sent as `field` with the event; the server's 422 on `field` lands here. */
export function UploadForm({
  id,
  field,
  event,
  label,
  hint,
  submit,
  run,
}: {
  id: string;
  field: string;
  event: string;
  label: string;
  hint: string;
  submit: string;
  run: ReturnType<typeof useOrderRun>;
}) {
  const form = useForm<{ file: File | null }>({ resolver: valibotResolver(UploadSchema) as never, defaultValues: { file: null } });
  const send = form.handleSubmit(async ({ file }) => {
    try {
      await run.mutateAsync({ type: event, [field]: file });
      form.reset();
    } catch (e) {
      const placed = applyServerErrors(e, (name, error) => form.setError(name === field ? 'file' : (name as 'file'), error), [field]);
      if (!placed) notifyFailure(e);
    }
  });
  const error = form.formState.errors.file?.message;
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="reassign-upload">
      <Field id={id} label={label} error={error} hint={hint} required>
        <Controller
          control={form.control}
          name="file"
          render={({ field: f }) => (
            <FilePicker id={id} accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp" value={f.value} onChange={f.onChange} onBlur={f.onBlur} invalid={!!error} />
          )}
        />
      </Field>
      <div className="form-actions">
        <Button type="submit" label={submit} icon="pi pi-upload" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

/** REAPPOINT: a new re-delivery appointment, a date and a time. */
export function ReappointDialog({ open, onClose, order, run }: { open: boolean; onClose: () => void; order: ReassignOrder; run: ReturnType<typeof useOrderRun> }) {
  const { t } = useTranslation('reassignOrders');
  return (
    <Dialog header={t('reappoint.title')} visible={open} onHide={onClose} style={{ width: 'min(30rem, 95vw)' }} modal>
      {open && <ReappointForm order={order} run={run} onClose={onClose} />}
    </Dialog>
  );
}

function ReappointForm({ order, run, onClose }: { order: ReassignOrder; run: ReturnType<typeof useOrderRun>; onClose: () => void }) {
  const { t } = useTranslation('reassignOrders');
  const form = useForm<{ appointment: string }>({ resolver: valibotResolver(ReappointSchema), defaultValues: { appointment: order.appointment ?? '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await run.mutateAsync({ type: 'REAPPOINT', appointment: values.appointment });
      onClose();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['appointment'])) notifyFailure(e);
    }
  });
  const error = form.formState.errors.appointment?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Controller
        control={form.control}
        name="appointment"
        render={({ field }) => <AppointmentFields ids={{ date: 'reappoint-date', time: 'reappoint-time' }} value={field.value} onChange={field.onChange} error={error} required />}
      />
      <div className="dialog-actions">
        <Button type="button" label={t('actions.close')} text onClick={onClose} />
        <Button type="submit" label={t('reappoint.submit')} icon="pi pi-calendar" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
