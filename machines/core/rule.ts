import type { Refusal } from './types';

/**
 * A guard that carries the refusal to report when it fails, so the server's
 * answer and the screen's message come from the same place as the check.
 * A guard made of several rules (`allOf`) lists them all in `refusals` and
 * reports the first that fails through `explain`.
 */
export type RuleFn<A> = ((args: A) => boolean) & {
  refusal: Refusal;
  /** every refusal this guard may report, in the order it checks them */
  refusals?: Refusal[];
  /** the refusal for these arguments, or null when the guard holds */
  explain?: (args: A) => Refusal | null;
};

export function rule<A>(refusal: Refusal, check: (args: A) => boolean): RuleFn<A> {
  const fn = ((args: A) => check(args)) as RuleFn<A>;
  fn.refusal = refusal;
  return fn;
}

/**
 * A guard that holds when every rule holds; when it fails it reports the first
 * failing rule's refusal (e.g. one field after another). Its `refusal` is the
 * first rule's, for places that show a single one.
 */
export function allOf<A>(...rules: Array<RuleFn<A>>): RuleFn<A> {
  if (rules.length === 0) throw new Error('allOf needs at least one rule');
  const explain = (args: A): Refusal | null => {
    for (const r of rules) {
      const own = r.explain ? r.explain(args) : r(args) ? null : r.refusal;
      if (own) return own;
    }
    return null;
  };
  const fn = ((args: A) => explain(args) === null) as RuleFn<A>;
  fn.refusal = rules[0].refusal;
  fn.refusals = rules.flatMap((r) => r.refusals ?? [r.refusal]);
  fn.explain = explain;
  return fn;
}

/** A refusal that is a field error (422 `errors[field]`). */
export const fieldRefusal = (field: string, message: string): Refusal => ({ status: 422, field, message });

/** A refusal that is a workflow conflict (409). */
export const conflict = (message: string, code?: string): Refusal => (code ? { status: 409, message, code } : { status: 409, message });
