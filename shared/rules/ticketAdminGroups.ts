/**
 * Ticket admin groups: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/ticketAdminGroups.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const TICKETADMINGROUP_TEXT_MAX = 200;
export const TICKETADMINGROUP_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

/** admins a group may name (the picker's and the contract's cap) */
export const TICKETADMINGROUP_ADMINS_MAX = 100;

export const TicketAdminGroupSchema = v.object({
  name: requiredText(TICKETADMINGROUP_TEXT_MAX),
  name_en: optionalText(TICKETADMINGROUP_TEXT_MAX),
  /** staff account ids: a group with nobody in it would receive tickets nobody sees */
  admins: v.pipe(
    v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'validation.invalid'), []),
    v.transform((list) => [...new Set(list)]),
    v.minLength(1, 'validation.ticketAdmins'),
    v.maxLength(TICKETADMINGROUP_ADMINS_MAX, 'validation.invalid'),
  ),
});

export type TicketAdminGroupValues = v.InferOutput<typeof TicketAdminGroupSchema>;
