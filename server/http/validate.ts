/**
 * Run a shared valibot rule set (shared/rules) on a request body: the same rules
 * and message keys as the screens' forms, so a 422 carries the spec's wording on
 * the field of the same name, one message per field (the first rule that failed,
 * as the form shows it). The contract's own checks (types, lengths) ran before.
 */
import * as v from 'valibot';
import { ApiError } from './errors';

export function parseBody<S extends v.GenericSchema>(schema: S, input: unknown, config?: v.Config<v.InferIssue<S>>): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {}, config);
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'body';
    errors[field] ??= [issue.message];
  }
  throw ApiError.invalid(errors);
}
