/**
 * The order's actions: the events the server lists for this caller (`events` of the details), each
 * shown when the caller may send it (the machine's `who`, the caller's parties) — enabled when the
 * server allows it now, disabled with the reason when the order is not ready (e.g. "There are
 * pledges not uploaded or not processed"). An event runs through the order machine (its guards with
 * the order's facts, then the spec's call) in a mutation, with the version the user saw. An event
 * whose guards need a payload (a reason, a date, a party, a file: the machine's field refusals) asks
 * for it in a dialog; one whose transition has a `confirm` question asks first. A refusal shows the
 * server's words in a danger notification and changes nothing.
 */
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { FilePicker } from '../../shared/ui/FilePicker';
import { RefSelect } from '../../shared/ui/RefSelect';
import { Auto } from '../../shared/ui/Bdi';
import { confirmAction } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { formatHijri } from '../../shared/lib/dates';
import { message } from '../../shared/i18n';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import { refLabel, type RefOption } from '../../shared/lib/refs';
import { EVENTS_ELSEWHERE, invalidateOrders, useCandidates, useReceivers, useSpecialistsOptions, type OrderDetails } from './api';
import { eventFields, eventMeta, useOrderLifecycle } from './lifecycle';
import { useOrderFamily } from './family';

export interface OrderAction {
  event: string;
  label: string;
  confirm?: string;
  /** why it cannot be sent now (present when refused) */
  reason?: string;
  fields: string[];
}

/** Events that move the order forward (the main buttons) and those that refuse or end it (danger). */
const FORWARD = /^(SUBMIT|SEND_TO_TSLEEM|APPROVE|APPROVE_SPECIALIST_CHANGE|CONTRACTOR_ACCEPT|CONSULTANT_ACCEPT)$/;
const DANGER = /(REJECT|DECLINE|DISAPPROVE|CANCEL)/;

const DAY = 86_400_000;
export const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const addDays = (iso: string | null | undefined, days: number) => isoDay(new Date((iso ? new Date(`${iso}T12:00:00`).getTime() : Date.now()) + days * DAY));

/** The actions of an order for this user, from the server's `events` and the machine. */
export function useOrderActions(record: OrderDetails, { include, exclude = [] }: { include?: string[]; exclude?: string[] } = {}): OrderAction[] {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const F = useOrderFamily();
  const lifecycle = useOrderLifecycle(F.family, record.parties);
  return record.events.flatMap((e) => {
    if (EVENTS_ELSEWHERE.includes(e.event) || exclude.includes(e.event) || (include && !include.includes(e.event))) return [];
    // refused because it is not this user's to send: not shown (the machine says the same)
    if (!e.allowed && !lifecycle.may(record.status, e.event)) return [];
    const meta = eventMeta(F.machine, record.status, e.event, lang);
    return [
      {
        event: e.event,
        label: e.label || meta.label,
        ...(meta.confirm ? { confirm: meta.confirm } : {}),
        ...(e.allowed ? {} : { reason: e.reason ?? '' }),
        fields: eventFields(F.machine, record.status, e.event),
      },
    ];
  });
}

/** The default payload of an event's fields (a licence end 60 days on; an extension 30 days past the current end). */
function defaults(record: OrderDetails, action: OrderAction): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of action.fields) {
    if (f === 'license_end_date') out[f] = action.event === 'EXTEND_LICENCE' ? addDays(record.license_end_date, 30) : addDays(null, 60);
    else if (f === 'delivery_date') out[f] = record.electricity_delivery_date ?? addDays(null, 7);
    else if (f === 'specialist') out[f] = [];
    else out[f] = '';
  }
  return out;
}

interface Props {
  record: OrderDetails;
  actions: OrderAction[];
  /** events whose payload another form of the page collects: the screen opens it */
  withForm?: Partial<Record<string, () => void>>;
  onDone?: (event: string) => void;
  /** shown when there is nothing to do */
  emptyText?: string;
}

export function OrderActions({ record, actions, withForm = {}, onDone, emptyText }: Props) {
  const { t } = useTranslation('orders');
  const client = useQueryClient();
  const F = useOrderFamily();
  const lifecycle = useOrderLifecycle(F.family, record.parties);
  const [dialog, setDialog] = useState<{ action: OrderAction; values: Record<string, unknown>; errors: Record<string, string> } | null>(null);

  const step = useMutation({
    mutationFn: ({ event }: { action: OrderAction; event: LifecycleEvent }) => lifecycle.run(record, event),
    onSuccess: async (_after, { action }) => {
      notify('success', t('actions.done', { action: action.label }));
      setDialog(null);
      await invalidateOrders(client);
      onDone?.(action.event);
    },
    onError: async (e) => {
      const fields = isApiFailure(e) && e.status === 422 ? e.errors : undefined;
      if (fields && dialog && Object.keys(fields).some((f) => dialog.action.fields.includes(f))) {
        setDialog({ ...dialog, errors: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0] ?? ''])) });
        return;
      }
      notifyFailure(e);
      // a stale version: read the order again (nothing else changed)
      if (isApiFailure(e) && e.status === 409) await invalidateOrders(client);
    },
  });

  const send = (action: OrderAction, payload: Record<string, unknown> = {}) => step.mutate({ action, event: { ...payload, type: action.event } });

  const choose = (action: OrderAction) => {
    const form = withForm[action.event];
    if (form) return form();
    if (action.fields.length) return setDialog({ action, values: defaults(record, action), errors: {} });
    if (action.confirm) confirmAction({ title: action.label, text: action.confirm, confirm: action.label, danger: DANGER.test(action.event), accept: () => send(action) });
    else send(action);
  };

  const submitDialog = () => {
    if (!dialog) return;
    const { action, values } = dialog;
    // the machine's field rules first: a missing reason is said on its field, before any question
    const missing = lifecycle.check(record, { ...values, type: action.event });
    if (missing?.field) return setDialog({ ...dialog, errors: { [missing.field]: message(missing.message) } });
    if (action.confirm) confirmAction({ title: action.label, text: action.confirm, confirm: action.label, danger: DANGER.test(action.event), accept: () => send(action, values) });
    else send(action, values);
  };

  if (!actions.length) return emptyText ? <p className="muted order-no-actions">{emptyText}</p> : null;
  return (
    <>
      <div className="order-actions" data-testid="order-actions">
        {actions.map((action) => {
          const danger = DANGER.test(action.event);
          return (
            <span key={action.event} className="order-action">
              <Button
                type="button"
                label={action.label}
                icon={danger ? 'pi pi-times' : FORWARD.test(action.event) ? 'pi pi-check' : undefined}
                severity={danger ? 'danger' : undefined}
                outlined={!FORWARD.test(action.event)}
                disabled={action.reason !== undefined || step.isPending}
                loading={step.isPending && step.variables?.action.event === action.event}
                aria-describedby={action.reason ? `why-${record.id}-${action.event}` : undefined}
                data-event={action.event}
                onClick={() => choose(action)}
              />
              {action.reason && (
                <small className="order-action-why" id={`why-${record.id}-${action.event}`}>
                  <i className="pi pi-info-circle" aria-hidden /> {action.reason}
                </small>
              )}
            </span>
          );
        })}
      </div>
      <Dialog
        header={dialog?.action.label}
        visible={dialog !== null}
        onHide={() => setDialog(null)}
        style={{ width: 'min(34rem, 95vw)' }}
        footer={
          dialog ? (
            <div className="dialog-actions">
              <Button type="button" label={t('actions.cancel')} outlined onClick={() => setDialog(null)} />
              <Button
                type="submit"
                form="order-event-form"
                label={dialog.action.label}
                severity={DANGER.test(dialog.action.event) ? 'danger' : undefined}
                loading={step.isPending}
                data-testid="event-submit"
              />
            </div>
          ) : undefined
        }
      >
        {dialog && (
          <form
            id="order-event-form"
            className="order-dialog-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitDialog();
            }}
          >
            <p className="muted">
              {t('actions.dialogIntro')}
              <Auto>{record.title}</Auto>
            </p>
            {dialog.action.confirm && <p className="order-dialog-warning">{dialog.action.confirm}</p>}
            {dialog.action.fields.map((name) => (
              <EventField
                key={name}
                name={name}
                event={dialog.action.event}
                record={record}
                value={dialog.values[name]}
                error={dialog.errors[name]}
                onChange={(value) => setDialog((d) => (d ? { ...d, values: { ...d.values, [name]: value }, errors: { ...d.errors, [name]: '' } } : d))}
              />
            ))}
          </form>
        )}
      </Dialog>
    </>
  );
}

/** One field of an event's payload, by the machine's field name. */
function EventField({
  name,
  event,
  record,
  value,
  error,
  onChange,
}: {
  name: string;
  event: string;
  record: OrderDetails;
  value: unknown;
  error?: string | undefined;
  onChange: (v: unknown) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const F = useOrderFamily();
  const id = `order-event-${name}`;
  const described = error ? `${id}-error` : `${id}-hint`;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
  const useContractors = useCallback((search: string) => useCandidates(F.family, 'contractor', search), [F.family]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
  const useConsultants = useCallback((search: string) => useCandidates(F.family, 'consultant', search), [F.family]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
  const useCompanies = useCallback((search: string) => useReceivers(search, ['admin', 'kdana'].includes(accountTypeOf(session))), [session]);
  const specialists = useSpecialistsOptions(F.family, name === 'specialist' && hasPermission(session, F.can('order-specialists-index')));

  let hint: string | undefined;
  let control: React.ReactNode;
  switch (name) {
    case 'rejection_reason':
    case 'cancel_reason':
      control = (
        <InputTextarea
          id={id}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
          rows={4}
          autoResize
          maxLength={2000}
          dir="auto"
          invalid={!!error}
          aria-describedby={error ? described : undefined}
          autoFocus
        />
      );
      break;
    case 'license_end_date':
    case 'delivery_date': {
      const day = str(value);
      hint = [
        day ? formatHijri(`${day}T12:00:00`, lang) : '',
        event === 'EXTEND_LICENCE' && record.license_end_date ? t('actions.extendHint', { date: record.license_end_date }) : '',
        event === 'APPROVE' ? t('actions.defaultEnd') : '',
      ]
        .filter(Boolean)
        .join(' — ');
      control = (
        <InputText
          id={id}
          type="date"
          dir="ltr"
          value={day}
          min={event === 'EXTEND_LICENCE' && record.license_end_date ? addDays(record.license_end_date, 1) : isoDay(new Date())}
          onChange={(e) => onChange(e.target.value)}
          invalid={!!error}
          aria-describedby={described}
        />
      );
      break;
    }
    case 'contracter_id':
    case 'consulting_id':
    case 'receiver_id':
      control = (
        <RefSelect
          id={id}
          value={(value as number | null | undefined) || null}
          onChange={(v) => onChange(v ?? '')}
          useOptions={name === 'contracter_id' ? useContractors : name === 'consulting_id' ? useConsultants : useCompanies}
          invalid={!!error}
          placeholder={t('form.chooseCompany')}
          emptyMessage={t('form.noOptions')}
          searchLabel={t('form.searchCompany')}
        />
      );
      break;
    case 'specialist': {
      // the specialties the user may read, and the order's own services' ones
      const known = new Map<number, RefOption>([...(specialists.data ?? []), ...record.services.flatMap((s) => (s.specialist ? [s.specialist] : []))].map((s) => [s.id, s]));
      control = (
        <MultiSelect
          inputId={id}
          value={(value as number[] | undefined) ?? []}
          options={[...known.values()].map((s) => ({ value: s.id, label: refLabel(s, lang) }))}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange(e.value as number[])}
          display="chip"
          filter
          placeholder={t('form.choose')}
          emptyMessage={t('form.noOptions')}
          invalid={!!error}
          className="w-full"
        />
      );
      break;
    }
    case 'gis_img':
      hint = t('actions.gisAccept');
      control = (
        <FilePicker
          id={id}
          accept=".png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf"
          value={value instanceof File ? value : null}
          onChange={(f) => onChange(f ?? '')}
          invalid={!!error}
          describedBy={described}
        />
      );
      break;
    default:
      control = <InputText id={id} value={str(value)} onChange={(e) => onChange(e.target.value)} dir="auto" invalid={!!error} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(`fields.${name}`)}
        <span className="required" aria-hidden>
          {' '}
          *
        </span>
      </label>
      {control}
      {hint && !error && (
        <small className="hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <small className="p-error" id={`${id}-error`} role="alert">
          {message(error)}
        </small>
      )}
    </div>
  );
}
