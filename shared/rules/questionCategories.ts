/**
 * Question categories: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/questionCategories.yaml).
 *
 * The spec's rule (000 §5), once: with the all-users option on, at least one user must be chosen
 * ('الرجاء تحديد مستخدمين', on `users`); with it off, at least one user type ('الرجاء تحديد أنواع
 * مستخدمين', on `types`). Only the list that applies is kept: the other is emptied, so a category
 * never names both.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { accountTypes } from '../accountTypes';

const m = (key: SharedMessageKey) => key;
const accountTypeIds = new Set<number>(accountTypes.map((t) => t.id));

export const QUESTIONCATEGORY_TEXT_MAX = 200;
/** users a category may name one by one (the picker's and the server's cap) */
export const QUESTIONCATEGORY_USERS_MAX = 200;

const requiredText = (max: number) => v.pipe(v.string(m('validation.required')), v.trim(), v.nonEmpty(m('validation.required')), v.maxLength(max, m('validation.too_long')));

const idList = v.pipe(
  v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), m('validation.invalid')), []),
  v.maxLength(QUESTIONCATEGORY_USERS_MAX, m('validation.invalid')),
  v.transform((list) => [...new Set(list)]),
);
/** account type ids (the spec's type_id, shared/accountTypes.ts) */
export const accountTypeIdList = v.pipe(
  v.optional(v.array(v.pipe(v.number(), v.integer()), m('validation.invalid')), []),
  v.check((list) => list.every((id) => accountTypeIds.has(id)), m('validation.invalid')),
  v.transform((list) => [...new Set(list)]),
);

/** The spec's rule on its own: which list must hold something, and the message when it does not. */
export function questionCategoryAudienceError(allUsers: boolean, users: readonly unknown[], types: readonly unknown[]): { field: 'users' | 'types'; message: SharedMessageKey } | null {
  if (allUsers) return users.length ? null : { field: 'users', message: 'validation.questionCategory.users' };
  return types.length ? null : { field: 'types', message: 'validation.questionCategory.types' };
}

export const QuestionCategorySchema = v.pipe(
  v.object({
    name: requiredText(QUESTIONCATEGORY_TEXT_MAX),
    name_en: requiredText(QUESTIONCATEGORY_TEXT_MAX),
    all_users: v.optional(v.picklist([0, 1]), 0),
    /** user ids (all_users on) */
    users: idList,
    /** account type ids (all_users off) */
    types: accountTypeIdList,
  }),
  // partialCheck: the rule is reported even while another field (the name) is still wrong
  v.forward(
    v.partialCheck([['all_users'], ['users'], ['types']], (x) => questionCategoryAudienceError(x.all_users === 1, x.users, x.types)?.field !== 'users', m('validation.questionCategory.users')),
    ['users'],
  ),
  v.forward(
    v.partialCheck([['all_users'], ['users'], ['types']], (x) => questionCategoryAudienceError(x.all_users === 1, x.users, x.types)?.field !== 'types', m('validation.questionCategory.types')),
    ['types'],
  ),
  v.transform((x) => ({ ...x, users: x.all_users === 1 ? x.users : [], types: x.all_users === 1 ? [] : x.types })),
);

export type QuestionCategoryValues = v.InferOutput<typeof QuestionCategorySchema>;
