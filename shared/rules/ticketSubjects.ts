/**
 * Ticket subjects: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/ticketSubjects.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import { accountTypes } from '../accountTypes';

const accountTypeIds = new Set<number>(accountTypes.map((t) => t.id));

export const TICKETSUBJECT_TEXT_MAX = 200;
export const TICKETSUBJECT_LONG_TEXT_MAX = 5000;
/** accounts a subject may name one by one (the picker's and the contract's cap) */
export const TICKETSUBJECT_USERS_MAX = 200;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const TicketSubjectSchema = v.object({
  subject: requiredText(TICKETSUBJECT_TEXT_MAX),
  note: optionalText(TICKETSUBJECT_LONG_TEXT_MAX),
  /** who may choose it: users of this account type (none: no type restriction)… */
  type_id: v.optional(
    v.nullable(
      v.pipe(
        v.number('validation.invalid'),
        v.check((id) => accountTypeIds.has(id), 'validation.invalid'),
      ),
    ),
  ),
  /** …and these accounts (the spec's allowedUsers); with neither, everyone */
  allowedUsers: v.pipe(
    v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'validation.invalid'), []),
    v.maxLength(TICKETSUBJECT_USERS_MAX, 'validation.invalid'),
    v.transform((list) => [...new Set(list)]),
  ),
  admin_group_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
});

export type TicketSubjectValues = v.InferOutput<typeof TicketSubjectSchema>;
