/**
 * A camp's readiness (spec 000 §3 Camp: status, status_text; 000 §4 "Camp: ready or
 * notready; a camp can be set ready after confirmation"; 001 §4 "Camp: ready, notready").
 *
 * - `notready` (initial): the plot is not yet fit to be handed over or operated.
 * - `ready`: the authority confirmed it fit. SET_READY asks first (`meta.confirm`),
 *   as the spec says; the confirmation is the screen's dialog, not a payload.
 *
 * Refinement: the spec names only the way to `ready`. SET_NOT_READY (ours) takes a
 * camp back when it was set ready by mistake or is found unfit again — the camp
 * form's status field (camp-update) edits it both ways — so neither status is a
 * dead end and a mistaken confirmation can be undone. Both statuses refuse a
 * repeat ("already ready" / "already not ready") rather than "Unallowed action!",
 * in the manner of the spec's "already active" warning (code 104).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import type { Who } from '../core/types';

export interface CampRecord {
  id: number;
  status: string;
  is_developed?: 0 | 1;
  [key: string]: unknown;
}

export type CampEvent = { type: 'SET_READY' } | { type: 'SET_NOT_READY' };
export type CampInput = CommandInput<CampRecord, CampEvent>;

/** Camp statuses are set by the authority with the camp-update permission (spec 000 §6). */
const CAMP_EDITOR: Who = { permissions: ['camp-update'], accountTypes: AUTHORITY_TYPES };

const { stable } = lifecycle('camp');

export const campMachine = setup({
  types: {
    context: {} as LifecycleContext<CampRecord>,
    events: {} as CampEvent,
    input: {} as { record?: CampRecord } | undefined,
  },
  actors: {
    setReady: command<CampRecord, CampInput>(),
    setNotReady: command<CampRecord, CampInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'camp',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'notready',
  meta: {
    label: { ar: 'جاهزية المخيم', en: 'Camp readiness' },
    spec: ['000 §3 Camp: id, status, status_text, is_developed', '000 §4 Camp: ready or notready; set ready after confirmation', '001 §4 Camp: ready, notready'],
    statuses: 'ready, notready',
  } satisfies LifecycleMeta,
  states: {
    notready: stable(
      {
        label: { ar: 'غير جاهز', en: 'Not ready' },
        tone: 'warning',
        description: { ar: 'المخيم غير مهيأ للتسليم أو التشغيل بعد', en: 'The camp is not yet fit to be handed over or operated' },
        refusals: { SET_NOT_READY: conflict('camp.alreadyNotReady', '104') },
      },
      {
        SET_READY: {
          target: 'ready',
          actor: 'setReady',
          meta: {
            label: { ar: 'تعيين كجاهز', en: 'Set ready' },
            who: CAMP_EDITOR,
            spec: ['000 §4 a camp can be set ready after confirmation'],
            confirm: { ar: 'هل أنت متأكد من أن المخيم جاهز؟', en: 'Are you sure the camp is ready?' },
          },
        },
      },
    ),
    ready: stable(
      {
        label: { ar: 'جاهز', en: 'Ready' },
        tone: 'success',
        description: { ar: 'أكدت الجهة جاهزية المخيم', en: 'The authority confirmed the camp ready' },
        refusals: { SET_READY: conflict('camp.alreadyReady', '104') },
      },
      {
        SET_NOT_READY: {
          target: 'notready',
          actor: 'setNotReady',
          meta: {
            label: { ar: 'تعيين كغير جاهز', en: 'Set not ready' },
            who: CAMP_EDITOR,
            spec: ['000 §3 Camp: status (the camp form edits it; ours: undo a mistaken confirmation)'],
            confirm: { ar: 'هل أنت متأكد من إلغاء جاهزية المخيم؟', en: 'Are you sure the camp is no longer ready?' },
          },
        },
      },
    ),
  },
});
