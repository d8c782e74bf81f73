/**
 * A machine's statuses as the screens offer and show them: the options of a status filter
 * and the label and tone of a status tag, both from the machine's state meta.
 */
import type { AnyStateMachine } from 'xstate';
import type { Lang } from '../../../shared/label';
import type { StateMeta, Tone } from '../../../machines/core/types';

export interface StatusOption {
  value: string;
  label: string;
  tone: Tone;
}

/** The machine's resting statuses (those with a label), in the machine's order. */
export function statusOptions(machine: AnyStateMachine, lang: Lang): StatusOption[] {
  return Object.entries(machine.root.states).flatMap(([value, node]) => {
    const meta = node.meta as StateMeta | undefined;
    return meta?.label ? [{ value, label: meta.label[lang] || meta.label.ar, tone: meta.tone }] : [];
  });
}

/** One status's label and tone, or the raw status when the machine does not know it. */
export function statusOf(machine: AnyStateMachine, status: string, lang: Lang): { label: string; tone?: Tone } {
  const meta = machine.root.states[status]?.meta as StateMeta | undefined;
  return meta?.label ? { label: meta.label[lang] || meta.label.ar, tone: meta.tone } : { label: status };
}
