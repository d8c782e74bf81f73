/**
 * Term conditions: the edit form's rules, shared by the screen (react-hook-form + valibot) and
 * the server (parseBody), with the same limits as the contract (openapi/areas/termConditions.yaml).
 * Messages are keys of the shared catalogue, so a refusal reads the same on both sides. A body
 * is a legal text of several clauses: up to 20,000 characters.
 */
import * as v from 'valibot';

export const TERM_TITLE_MAX = 200;
export const TERM_BODY_MAX = 20_000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
// A form sends its line breaks as CRLF (the multipart rule); a text is stored with LF only, as the seed writes it.
// Normalized before it is measured, so the limit counts a line break once, as the text box does.
const bodyText = (max: number) =>
  v.pipe(
    v.string('validation.required'),
    v.transform((s: string) => s.replace(/\r\n?/g, '\n')),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.too_long'),
  );

export const TermConditionSchema = v.object({
  title: requiredText(TERM_TITLE_MAX),
  title_en: requiredText(TERM_TITLE_MAX),
  body: bodyText(TERM_BODY_MAX),
  body_en: bodyText(TERM_BODY_MAX),
});

export type TermConditionValues = v.InferOutput<typeof TermConditionSchema>;
