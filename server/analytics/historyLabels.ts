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
