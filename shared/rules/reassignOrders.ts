/**
 * Re-assign (re-delivery) and lock orders: the penalties their form's answers price, and the rules of
 * opening an order, shared by the screens (live totals, react-hook-form + valibot) and the server
 * (the stored penalty, parseBody), so both read the same figures and refusals.
 *
 * Penalties (issue 14 "the form's answers price the penalties (the form's question prices from the
 * templates)"; the spec gives no rule, so ours): a yes/no question answered "no" — the camp is not as
 * it was handed over — costs the question's price; a number question is a count of damaged units and
 * costs its price per unit (whole units; a fraction is rounded half up to the halala); text, choice
 * and date questions price nothing. Amounts are integer halalas (shared/money.ts).
 */
import * as v from 'valibot';
import { parseSar } from '../money';
import type { QuestionType } from './questions';

export interface PricedQuestion {
  question_id: number;
  type: QuestionType;
  /** SAR as the form keeps it ("150.00") */
  price: string;
}

export interface PenaltyLine {
  question_id: number;
  /** units charged: 1 for a "no", the count for a number question */
  quantity: number;
  /** halalas */
  amount: number;
}

const COUNT = /^(\d{1,6})(?:\.(\d{1,3}))?$/;

/** A number answer as thousandths of a unit, or null when it is not a non-negative count. */
function thousandths(answer: string): number | null {
  const m = COUNT.exec(answer.trim());
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : null;
}

/** The penalty of each priced answer (only those that cost something), in the form's order. */
export function penaltyLines(questions: readonly PricedQuestion[], answers: ReadonlyMap<number, string>): PenaltyLine[] {
  const lines: PenaltyLine[] = [];
  for (const q of questions) {
    const price = parseSar(q.price) ?? 0;
    const answer = (answers.get(q.question_id) ?? '').trim();
    if (price <= 0 || !answer) continue;
    if (q.type === 'yes_no' && answer === 'no') lines.push({ question_id: q.question_id, quantity: 1, amount: price });
    if (q.type === 'number') {
      const t = thousandths(answer);
      if (t && t > 0) lines.push({ question_id: q.question_id, quantity: t / 1000, amount: Math.floor((price * t + 500) / 1000) });
    }
  }
  return lines;
}

/** The order's penalty: the sum of its lines, in halalas. */
export const penaltyTotal = (lines: readonly PenaltyLine[]): number => lines.reduce((sum, l) => sum + l.amount, 0);

/** At most this many camps in one order or one bulk lock. */
export const REASSIGN_CAMPS_MAX = 100;
export const REASSIGN_REASON_MAX = 1000;

/** A re-delivery appointment as the screens send it: "YYYY-MM-DD" or "YYYY-MM-DD HH:mm". */
export const APPOINTMENT_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

const campIds = v.pipe(
  v.array(v.pipe(v.number('validation.required'), v.integer('validation.required'), v.minValue(1, 'validation.required')), 'reassignOrder.chooseCamps'),
  v.minLength(1, 'reassignOrder.chooseCamps'),
  v.maxLength(REASSIGN_CAMPS_MAX, 'validation.too_long'),
);

/** Opening an order (…/store): the company, its camps (assignments) and, optionally, the re-delivery appointment. */
export const ReassignOrderSchema = v.object({
  type: v.picklist(['reassign', 'lock'], 'validation.required'),
  company_id: v.pipe(v.number('validation.required'), v.integer('validation.required'), v.minValue(1, 'validation.required')),
  assign_camp_ids: campIds,
  appointment: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((s) => s === '' || APPOINTMENT_PATTERN.test(s), 'validation.date'),
      ),
    ),
  ),
});
export type ReassignOrderValues = v.InferOutput<typeof ReassignOrderSchema>;

/** A re-appointment (REAPPOINT): the new appointment, required. */
export const ReappointSchema = v.object({
  appointment: v.pipe(
    v.string(),
    v.check((s) => APPOINTMENT_PATTERN.test(s), 'validation.date'),
  ),
});

/** Bulk lock: a lock order for each of many camps at once. */
export const BulkLockSchema = v.object({ assign_camp_ids: campIds });
