/**
 * The handover form's answers (spec 000 §2 appointments/{id}/form/{form}): each question answered
 * by its type, the required ones not left empty. Shared by the answering screen and the server, so a
 * refusal reads the same on both sides; errors are keyed `answers.<question_id>` (spec §5: a 422 maps
 * onto the field of the same name). Answers travel as indexed fields
 * `answers[0][question_id]`, `answers[0][answer]` (spec §5), a choice's answer is its option id.
 */
import type { QuestionType } from './questions';

export interface AnswerableQuestion {
  question_id: number;
  type: QuestionType;
  required: boolean;
  options: Array<{ id: number }>;
}

export const ANSWER_MAX = 2000;
export const YES_NO = ['yes', 'no'] as const;

/** The answers of a body as question id → text (the last one wins); anything else is ignored. */
export function answersOf(input: unknown): Map<number, string> {
  const out = new Map<number, string>();
  const list = Array.isArray(input) ? input : input && typeof input === 'object' ? Object.values(input as Record<string, unknown>) : [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { question_id, answer } = item as { question_id?: unknown; answer?: unknown };
    const id = Number(question_id);
    if (!Number.isInteger(id) || id < 1) continue;
    out.set(id, typeof answer === 'string' || typeof answer === 'number' ? String(answer).trim() : '');
  }
  return out;
}

/** Why one answer is refused (a message key), or null. */
export function answerError(q: AnswerableQuestion, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return q.required ? 'handover.answerRequired' : null;
  if (text.length > ANSWER_MAX) return 'validation.too_long';
  switch (q.type) {
    case 'yes_no':
      return (YES_NO as readonly string[]).includes(text) ? null : 'handover.answerYesNo';
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? null : 'handover.answerNumber';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? null : 'validation.date';
    case 'choice':
      return q.options.some((o) => String(o.id) === text) ? null : 'handover.answerChoice';
    default:
      return null;
  }
}

/** Every refused answer, keyed `answers.<question_id>`; an empty object when all are fine. */
export function answerErrors(questions: readonly AnswerableQuestion[], answers: ReadonlyMap<number, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const e = answerError(q, answers.get(q.question_id));
    if (e) errors[`answers.${q.question_id}`] = [e];
  }
  return errors;
}
