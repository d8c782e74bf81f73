/**
 * How a stored lifecycle step reads to a person (workflow_history, written only by server/lifecycle/): its event and
 * statuses by the machine's labels in the caller's language, and who sent it. One place for every view that shows
 * history (a record's history, the camp dossier).
 */
import type { AnyStateMachine } from 'xstate';
import { registerMessages, translate } from '../i18n';
import { describeLifecycle } from '../../machines/core/describe';
import { pick, type Label, type Lang } from '../../shared/label';

registerMessages({
  'workflows.created': { ar: 'إنشاء', en: 'Created' },
  'workflows.system': { ar: 'النظام', en: 'The system' },
  'workflows.formerUser': { ar: 'مستخدم محذوف', en: 'A removed user' },
} satisfies Record<string, Label>);

/** A transition's label in the caller's language: the machine's for this step, else the event's anywhere, else the event. */
export function eventLabel(machine: AnyStateMachine, from: string | null, event: string, lang: Lang): string {
  const all = describeLifecycle(machine).states.flatMap((s) => s.transitions);
  const t = all.find((x) => x.from === from && x.event === event) ?? all.find((x) => x.event === event);
  if (t) return pick(t.meta.label, lang);
  return from === null ? translate(lang, 'workflows.created') : event;
}

export const stateLabel = (machine: AnyStateMachine, status: string, lang: Lang) => {
  const label = describeLifecycle(machine).states.find((s) => s.key === status)?.meta?.label;
  return label ? pick(label, lang) : status;
};

/** Who sent a stored step: the account (a removed one said so), or the system when none. */
export const actorOf = (lang: Lang, id: number | null, name: string | null) =>
  id === null ? { id: null, name: translate(lang, 'workflows.system') } : { id: Number(id), name: name ?? translate(lang, 'workflows.formerUser') };

/** A stored step as the views answer it (the contract's HistoryStep): its event and statuses labelled, when, and who. */
export interface StoredStep {
  event: string;
  from_status: string | null;
  to_status: string;
  at: unknown;
  actor_id: number | null;
  actor_name: string | null;
}
export const historyStep = (machine: AnyStateMachine, s: StoredStep, lang: Lang) => ({
  event: s.event,
  event_label: eventLabel(machine, s.from_status, s.event, lang),
  from_status: s.from_status,
  from_label: s.from_status === null ? null : stateLabel(machine, s.from_status, lang),
  to_status: s.to_status,
  to_label: stateLabel(machine, s.to_status, lang),
  at: new Date(s.at as string | Date).toISOString(),
  actor: actorOf(lang, s.actor_id, s.actor_name),
});
