/**
 * What a SADAD order's and an invoice's details screens share: the actions the record's lifecycle takes now
 * for this user (machines/sadadOrder: the company uploads its proof of payment; the authority approves,
 * rejects with a reason, or cancels after a confirmation), each run through the machine and its call in a
 * mutation, and the change log (logs/{id}: every change with who, when, the old and the new status).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Skeleton } from 'primereact/skeleton';
import type { AnyStateMachine } from 'xstate';
import type { components } from '../../../openapi/schema';
import { $api, failing, scoped } from '../api/query';
import { LifecycleActions } from '../workflow/LifecycleActions';
import { useLifecycle, type ClientActor } from '../workflow/useLifecycle';
import { LoadFailed } from '../ui/StatePanels';
import { formatDateTime } from '../lib/dates';
import { isStaffType } from '../../../shared/accountTypes';
import { useSession, type SessionData } from '../auth/session';
import { RejectPaymentDialog, UploadPaymentDialog } from './PaymentDialogs';
import { PAYMENT_WORDS as W } from './words';
import './payments.css';
import { accountTypeOf } from '../auth/session';

type Common = components['schemas']['PaymentOrderCommon'];
type LogRow = components['schemas']['PaymentOrderLogRow'];
export type LogsPath = '/general/sadad/logs/{id}' | '/general/invoices/logs/{id}';

/** A company sees only its own orders (the server's scope), so it is their `owner`; staff are no order's owner. */
export const payerPartiesOf = (session: SessionData | null): string[] => (isStaffType(accountTypeOf(session)) ? [] : ['owner']);

export function PaymentActions<R extends Common>(props: {
  record: R;
  machine: AnyStateMachine;
  workflow: 'sadadOrder' | 'invoice';
  actors: Record<string, ClientActor<R>>;
  onDone: () => Promise<void>;
  /** events that open a screen of their own (the invoice's UPDATE) */
  screens?: Partial<Record<string, () => void>>;
}) {
  const { record, machine, workflow, actors, onDone, screens = {} } = props;
  const session = useSession();
  const parties = payerPartiesOf(session);
  const lifecycle = useLifecycle<R>(machine, actors, parties);
  const [dialog, setDialog] = useState<'upload' | 'reject' | null>(null);
  const run = useMutation({
    mutationFn: (event: { type: 'UPLOAD_ATTACHMENT'; attachment: File } | { type: 'REJECT'; rejection_reason: string }) => lifecycle.run(record, event),
    onSuccess: async () => {
      setDialog(null);
      await onDone();
    },
  });
  return (
    <>
      <LifecycleActions
        machine={machine}
        workflow={workflow}
        record={record}
        actors={actors}
        parties={parties}
        withForm={{ ...screens, UPLOAD_ATTACHMENT: () => setDialog('upload'), REJECT: () => setDialog('reject') }}
        onDone={() => onDone()}
      />
      <UploadPaymentDialog open={dialog === 'upload'} onClose={() => setDialog(null)} onSubmit={({ attachment }) => run.mutateAsync({ type: 'UPLOAD_ATTACHMENT', attachment })} />
      <RejectPaymentDialog open={dialog === 'reject'} onClose={() => setDialog(null)} onSubmit={({ rejection_reason }) => run.mutateAsync({ type: 'REJECT', rejection_reason })} />
    </>
  );
}

export function PaymentLog({ path, id, version }: { path: LogsPath; id: number; version: number }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the version in the key: a step taken on the screen shows in the log at once
  const log = failing($api.useQuery('get', path as '/general/sadad/logs/{id}', scoped({ params: { path: { id } } }, version), { select: (r) => r.data }));
  const none = W.none[lang];
  return (
    <section className="payment-section" aria-labelledby="payment-log-title">
      <h2 id="payment-log-title">{W.log[lang]}</h2>
      {log.isError ? (
        <LoadFailed error={log.error} title={W.logFailed[lang]} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <Skeleton height="6rem" />
      ) : (
        <DataTable value={log.data} dataKey="id" emptyMessage={W.logEmpty[lang]} size="small" stripedRows aria-label={W.log[lang]} data-testid="payment-log">
          <Column header={W.event[lang]} body={(r: LogRow) => r.event_text} />
          <Column header={W.from[lang]} body={(r: LogRow) => r.from_text ?? none} />
          <Column header={W.to[lang]} body={(r: LogRow) => r.to_text} />
          <Column header={W.by[lang]} body={(r: LogRow) => (r.by ? <bdi>{r.by}</bdi> : none)} />
          <Column header={W.at[lang]} body={(r: LogRow) => <bdi dir="ltr">{formatDateTime(r.at)}</bdi>} />
          <Column header={W.note[lang]} body={(r: LogRow) => (r.note ? <bdi dir="auto">{r.note}</bdi> : none)} />
        </DataTable>
      )}
    </section>
  );
}
