/**
 * The words of a machine's event, as a workflow button and its confirmation show them: the
 * transition's meta label and confirmation question in the reader's language (Arabic when the
 * language has none), or the raw event when the machine gives it no meta.
 */
import type { AnyStateMachine } from 'xstate';
import { transitionsFrom } from '../../../machines/core/runtime';
import type { Lang } from '../../../shared/label';

/** An event's label and confirmation question, from the machine's transition meta. */
export function eventWords(machine: AnyStateMachine, status: string, event: string, lang: Lang): { label: string; confirm?: string } {
  const meta = transitionsFrom(machine, status, event)[0]?.meta;
  if (!meta) return { label: event };
  const confirm = meta.confirm ? meta.confirm[lang] || meta.confirm.ar : undefined;
  return { label: meta.label[lang] || meta.label.ar, ...(confirm ? { confirm } : {}) };
}
