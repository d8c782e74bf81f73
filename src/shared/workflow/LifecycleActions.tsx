/**
 * A record's lifecycle actions, read from its machine: one button per event the status
 * takes and this user may send (the transition's `who`), labelled from the transition's
 * meta. An event the machine would refuse now is shown disabled with the reason (its
 * guard's refusal or the status's worded refusal). An event with a `confirm` question
 * asks first. The chosen event runs through the area's `useLifecycle(...).run` in a
 * mutation; events that need a form (`withForm`) are handed back to the screen.
 *
 * Given the record's `workflow`, the server's answer decides (GET /workflows/{workflow}/
 * records/{id}/events): it knows the caller's parties and the facts the client cannot see,
 * and words its refusals in the caller's language. Until it answers, when it fails, or when
 * it speaks of another status than the record's, the machine alone decides, as without it.
 *
 * Beside the actions, every record with a machine offers its "Status and history" (السجل): the statechart with the
 * record's status highlighted and its path replayed from the stored history, in a dialog loaded only when opened
 * (src/features/workflows/RecordHistoryDialog.tsx) — so every record page gets it here, none edited one by one.
 * Anyone who sees the record sees it, even with no action to take.
 */
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { acceptedEvents, explainRefusal, isAllowedBy, restore, transitionsFrom, type LifecycleEvent } from '../../../machines/core/runtime';
import type { Refusal } from '../../../machines/core/types';
import { message } from '../i18n';
import { confirmAction } from '../ui/confirm';
import { notify, notifyFailure } from '../ui/notify';
import { senderOf, useLifecycle, type ClientActor } from './useLifecycle';
import { useSession } from '../auth/session';
import type { Lang } from '../../../shared/label';
import type { components } from '../../../openapi/schema';
import { $api, invalidatePaths, scoped } from '../api/query';
import { loadNamespaces } from '../i18n';

/** The history dialog and its diagram, fetched the first time a user opens one (with the `workflows` texts). */
const RecordHistoryDialog = lazy(() => Promise.all([import('../../features/workflows/RecordHistoryDialog'), loadNamespaces('workflows')]).then(([m]) => m));

/** The button's own words: it shows before the dialog's texts load. */
const HISTORY_LABEL = { ar: 'السجل', en: 'History' } as const;
const HISTORY_HINT = { ar: 'الحالة والسجل: مسار السجل في دورة حياته', en: "Status and history: the record's path through its lifecycle" } as const;

export type RecordEvents = components['schemas']['RecordEvents'];

export interface LifecycleAction {
  event: string;
  label: string;
  confirm?: string;
  /** why the machine would refuse it now (a refusal on a form field is not: the form asks for it); present, if empty, when refused */
  reason?: string;
}

/** The actions a user sees on a record in `status`: accepted, allowed to them, and whether the machine would take them now. */
export function lifecycleActions(machine: AnyStateMachine, record: { status: string }, sender: ReturnType<typeof senderOf>, lang: Lang): LifecycleAction[] {
  const snapshot = restore(machine, record.status, { record });
  return acceptedEvents(machine, record.status).flatMap((event) => {
    const mine = transitionsFrom(machine, record.status, event).filter((t) => isAllowedBy(t.meta.who, sender));
    if (!mine.length) return [];
    const meta = mine[0]!.meta;
    const refusal: Refusal | null = explainRefusal(machine, snapshot, { type: event });
    const reason = refusal && !refusal.field ? message(refusal.message) : undefined;
    return [{ event, label: meta.label[lang] || meta.label.ar, confirm: meta.confirm ? meta.confirm[lang] || meta.confirm.ar : undefined, reason }];
  });
}

/**
 * The actions from the server's answer. An event the server refuses and the machine does not
 * even offer this user (not theirs to send: the reason is their right) is left out, as the
 * machine alone would; one it allows shows even when the machine could not tell (a party).
 */
export function serverLifecycleActions(answer: RecordEvents, machineActions: LifecycleAction[], lang: Lang): LifecycleAction[] {
  const offered = new Map(machineActions.map((a) => [a.event, a]));
  return answer.events.flatMap((e) => {
    if (!e.allowed && !offered.has(e.event)) return [];
    const confirm = e.confirm ?? offered.get(e.event)?.confirm;
    return [{ event: e.event, label: e.label[lang] || e.label.ar, ...(confirm ? { confirm } : {}), ...(e.allowed ? {} : { reason: e.reason ?? '' }) }];
  });
}

export interface LifecycleActionsProps<R extends { id: number; status: string }> {
  machine: AnyStateMachine;
  /** the machine's id as the server runs it (e.g. `userAccount`): ask the server what this user may do to the record */
  workflow?: string;
  record: R;
  actors: Record<string, ClientActor<R>>;
  parties?: string[];
  /** the facts the machine's guards read beyond the record (the server's `context`), from what the record carries */
  factsOf?: (record: R) => Record<string, unknown>;
  /** events whose payload a form collects: the screen opens it */
  withForm?: Partial<Record<string, () => void>>;
  /** events this screen shows elsewhere (a switch, a dialog of its own) */
  exclude?: string[];
  /** the record after an event */
  onDone?: (record: R, event: string) => void | Promise<void>;
  onFailed?: () => void | Promise<void>;
  /** offer the record's status and history (the default); the workflow is `workflow`, else the machine's id */
  history?: boolean;
}

export function LifecycleActions<R extends { id: number; status: string }>({
  machine,
  workflow,
  record,
  actors,
  parties = [],
  factsOf,
  withForm = {},
  exclude = [],
  onDone,
  onFailed,
  history = true,
}: LifecycleActionsProps<R>) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const client = useQueryClient();
  const version = (record as { version?: number | null }).version ?? '';
  // one answer per user, language and state of the record: a changed record is asked about again
  const server = $api.useQuery(
    'get',
    '/workflows/{workflow}/records/{id}/events',
    scoped({ params: { path: { workflow: workflow ?? '', id: record.id } } }, `${session?.user.id ?? 0}:${lang}:${record.status}:${version}`),
    { enabled: !!workflow, select: (r) => r.data, retry: false },
  );
  const answer = workflow && server.data && server.data.id === record.id && server.data.status === record.status ? server.data : undefined;
  const refreshAnswer = () => (workflow ? invalidatePaths(client, '/workflows/') : undefined);
  const lifecycle = useLifecycle<R>(machine, actors, parties, factsOf);
  const mutation = useMutation({
    mutationFn: (event: LifecycleEvent) => lifecycle.run(record, event),
    onSuccess: async (after, event) => {
      notify('success', t('workflow.done', { action: actions.find((a) => a.event === event.type)?.label ?? event.type, defaultValue: '{{action}} ✓' }));
      await onDone?.(after, event.type);
      await refreshAnswer();
    },
    onError: async (e) => {
      notifyFailure(e);
      await onFailed?.();
      await refreshAnswer();
    },
  });
  const local = lifecycleActions(machine, record, senderOf(session, parties), lang);
  const actions = (answer ? serverLifecycleActions(answer, local, lang) : local).filter((a) => !exclude.includes(a.event));
  const historyButton = history ? <HistoryButton machine={machine} workflow={workflow ?? machine.id} recordId={record.id} lang={lang} /> : null;
  if (!actions.length) return historyButton;

  const choose = (action: LifecycleAction) => {
    const form = withForm[action.event];
    if (form) return form();
    const send = () => mutation.mutate({ type: action.event });
    if (action.confirm) confirmAction({ title: action.label, text: action.confirm, confirm: action.label, accept: send });
    else send();
  };

  return (
    <div className="lifecycle-actions" data-testid={`lifecycle-actions-${record.id}`}>
      {actions.map((action) => (
        <span key={action.event} className="lifecycle-action">
          <Button
            type="button"
            label={action.label}
            size="small"
            outlined
            disabled={action.reason !== undefined || mutation.isPending}
            loading={mutation.isPending && mutation.variables?.type === action.event}
            onClick={() => choose(action)}
            tooltip={action.reason}
            tooltipOptions={{ showOnDisabled: true, position: 'top' }}
            aria-describedby={action.reason ? `why-${record.id}-${action.event}` : undefined}
            data-event={action.event}
          />
          {action.reason && (
            <small className="muted" id={`why-${record.id}-${action.event}`}>
              {action.reason}
            </small>
          )}
        </span>
      ))}
      {historyButton}
    </div>
  );
}

/** "History": opens the record's status and history (the dialog loads on the first click). */
function HistoryButton({ machine, workflow, recordId, lang }: { machine: AnyStateMachine; workflow: string; recordId: number; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <span className="lifecycle-action lifecycle-history">
      <Button
        type="button"
        label={HISTORY_LABEL[lang]}
        icon="pi pi-history"
        size="small"
        text
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        title={HISTORY_HINT[lang]}
        aria-haspopup="dialog"
        data-testid={`record-history-${recordId}`}
      />
      {asked && (
        <Suspense fallback={<i className="pi pi-spin pi-spinner" aria-hidden="true" />}>
          <RecordHistoryDialog machine={machine} workflow={workflow} recordId={recordId} visible={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
