import type { Refusal } from './types';

/**
 * A guard that carries the refusal to report when it fails, so the server's
 * answer and the screen's message come from the same place as the check.
 */
export type RuleFn<A> = ((args: A) => boolean) & { refusal: Refusal };

export function rule<A>(refusal: Refusal, check: (args: A) => boolean): RuleFn<A> {
  const fn = ((args: A) => check(args)) as RuleFn<A>;
  fn.refusal = refusal;
  return fn;
}

/** A refusal that is a field error (422 `errors[field]`). */
export const fieldRefusal = (field: string, message: string): Refusal => ({ status: 422, field, message });

/** A refusal that is a workflow conflict (409). */
export const conflict = (message: string, code?: string): Refusal => (code ? { status: 409, message, code } : { status: 409, message });
