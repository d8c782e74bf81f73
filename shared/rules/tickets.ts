/**
 * Tickets: the create form's rules, shared by the screen (react-hook-form + valibot) and the server (parseBody),
 * with the same limits as the contract (openapi/areas/tickets.yaml). The thread's rules (content to comment or
 * answer, a group to forward to) are the ticket machine's guards (machines/ticket), not repeated here.
 */
import * as v from 'valibot';
import { TICKET_IMPORTANCE_LEVELS } from '../tickets';

export const TICKET_CONTENT_MAX = 5000;

export const TicketSchema = v.object({
  subject_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  content: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(TICKET_CONTENT_MAX, 'validation.too_long')),
  importance_level: v.picklist(TICKET_IMPORTANCE_LEVELS, 'validation.required'),
});

export type TicketValues = v.InferOutput<typeof TicketSchema>;
