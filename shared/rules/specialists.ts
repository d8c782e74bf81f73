/**
 * Specialists (spec 000 §3: name, note, is_req 0/1, active 0/1, cat_id, is_req_text, status_text):
 * the form's rules, shared by the screen (react-hook-form + valibot) and the server (parseBody),
 * with the same limits as the contract (openapi/areas/specialists.yaml); the words for is_req and
 * active (the answers' is_req_text and status_text); and the one mapping of spec 000 §5 "A
 * specialist's active value is the inverse of its status switch": the form's switch says "stopped",
 * so switch on → active 0, switch off → active 1.
 */
import * as v from 'valibot';
import type { Label } from '../label';

export const SPECIALIST_NAME_MAX = 150;
export const SPECIALIST_NOTE_MAX = 1000;

type Flag = 0 | 1;

/** The status switch (on: the specialist is stopped) → the `active` value sent (spec 000 §5). */
export const activeFromSwitch = (stopped: boolean): Flag => (stopped ? 0 : 1);
/** The stored `active` value → the status switch's position. */
export const switchFromActive = (active: Flag): boolean => active === 0;

export const isReqLabels: Record<Flag, Label> = {
  1: { ar: 'مطلوب', en: 'Required' },
  0: { ar: 'غير مطلوب', en: 'Not required' },
};
export const activeLabels: Record<Flag, Label> = {
  1: { ar: 'مفعّل', en: 'Active' },
  0: { ar: 'موقوف', en: 'Stopped' },
};

export const specialistRuleMessages: Record<string, Label> = {
  'specialists.nameTaken': { ar: 'يوجد تخصص بهذا الاسم في هذا التصنيف', en: 'This category has a specialist with this name already' },
};

export const SpecialistSchema = v.object({
  name: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SPECIALIST_NAME_MAX, 'validation.too_long')),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SPECIALIST_NOTE_MAX, 'validation.too_long'))),
  // a required specialist must be named on every location order of its category
  is_req: v.optional(v.picklist([0, 1])),
  // left out: a new specialist is active
  active: v.optional(v.picklist([0, 1])),
  cat_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
});

export type SpecialistValues = v.InferOutput<typeof SpecialistSchema>;
