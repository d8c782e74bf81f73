/**
 * Forms as the rest of the portal reads them (the handover's answering and signing, readiness and
 * temporary licences, re-assign and lock orders): a form with its signers and its questions in
 * order, each question with its price, answer type, options and category. Reads only; the forms
 * area's handlers are the one place forms change.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTypes } from '../../db/schema';
import { questionCategories } from '../questionCategories/table';
import { questions, type QuestionOption } from '../questions/table';
import { formQuestions, formSigners, forms } from './table';
import type { FormType } from '../../../shared/rules/forms';
import type { QuestionType } from '../../../shared/rules/questions';

export { TEMP_LICENSE_FORM_ID, FORM_SIGNER_NUM, SIGNED_FORM_TYPES, FORM_TYPES, type FormType } from '../../../shared/rules/forms';

export interface FormSigner {
  /** the account type that signs (account_types.id, the spec's type_id) */
  type_id: number;
  /** its code (admin, kdana, service_provider…) */
  type_code: string;
  type_name: string;
  type_name_en: string;
  /** always 1 (spec 000 §5) */
  signer_num: number;
}

export interface FormQuestion {
  question_id: number;
  /** 1, 2, 3… in the order the form asks them */
  sort: number;
  /** SAR, as the numeric column keeps it ("150.00") */
  price: string;
  title: string;
  title_en: string;
  type: QuestionType;
  options: QuestionOption[];
  required: boolean;
  category: { id: number; name: string; name_en: string } | null;
}

export interface LoadedForm {
  id: number;
  name: string;
  name_en: string;
  type: FormType;
  /** questions are shown grouped by category */
  withCategory: boolean;
  body: string | null;
  body_en: string | null;
  version: number;
  signers: FormSigner[];
  questions: FormQuestion[];
}

/** Several forms with their signers and ordered questions, in three queries whatever the count; keyed by id (missing ids are absent). */
export async function loadForms(db: DbOrTx, ids: readonly number[]): Promise<Map<number, LoadedForm>> {
  const out = new Map<number, LoadedForm>();
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (!wanted.length) return out;
  const rows = await db.select().from(forms).where(inArray(forms.id, wanted));
  if (!rows.length) return out;
  const found = rows.map((r) => r.id);
  const [signerRows, questionRows] = await Promise.all([
    db
      .select({ formId: formSigners.formId, typeId: formSigners.typeId, signerNum: formSigners.signerNum, code: accountTypes.code, nameAr: accountTypes.nameAr, nameEn: accountTypes.nameEn })
      .from(formSigners)
      .innerJoin(accountTypes, eq(accountTypes.id, formSigners.typeId))
      .where(inArray(formSigners.formId, found))
      .orderBy(asc(formSigners.formId), asc(formSigners.typeId)),
    db
      .select({ link: formQuestions, question: questions, category: { id: questionCategories.id, name: questionCategories.name, nameEn: questionCategories.nameEn } })
      .from(formQuestions)
      .innerJoin(questions, eq(questions.id, formQuestions.questionId))
      .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
      .where(inArray(formQuestions.formId, found))
      .orderBy(asc(formQuestions.formId), asc(formQuestions.sort), asc(formQuestions.questionId)),
  ]);
  for (const r of rows)
    out.set(r.id, {
      id: r.id,
      name: r.name,
      name_en: r.nameEn,
      type: r.type as FormType,
      withCategory: r.withCategory,
      body: r.body,
      body_en: r.bodyEn,
      version: r.version,
      signers: [],
      questions: [],
    });
  for (const s of signerRows) out.get(s.formId)!.signers.push({ type_id: s.typeId, type_code: s.code, type_name: s.nameAr, type_name_en: s.nameEn, signer_num: s.signerNum });
  for (const { link, question, category } of questionRows)
    out.get(link.formId)!.questions.push({
      question_id: question.id,
      sort: link.sort,
      price: link.price,
      title: question.title,
      title_en: question.titleEn,
      type: question.type as QuestionType,
      options: question.options,
      required: question.required,
      category: category && category.id !== null ? { id: category.id, name: category.name, name_en: category.nameEn } : null,
    });
  return out;
}

/** One form with its signers and ordered questions, or null when there is none with this id. */
export async function loadForm(db: DbOrTx, id: number): Promise<LoadedForm | null> {
  return (await loadForms(db, [id])).get(id) ?? null;
}

/** The ids of the forms of a type, oldest first (e.g. the assign forms a handover offers). */
export async function formIdsOfType(db: DbOrTx, type: FormType): Promise<number[]> {
  return (await db.select({ id: forms.id }).from(forms).where(eq(forms.type, type)).orderBy(asc(forms.id))).map((r) => r.id);
}

/** Whether an account type signs this form. */
export const isSignerType = (form: Pick<LoadedForm, 'signers'>, typeId: number): boolean => form.signers.some((s) => s.type_id === typeId);

/** The total price of the form's questions, SAR, to two decimals. */
export function formTotal(form: Pick<LoadedForm, 'questions'>): string {
  const halalas = form.questions.reduce((sum, q) => sum + Math.round(Number(q.price) * 100), 0);
  return (halalas / 100).toFixed(2);
}

export interface QuestionGroup {
  /** null: the questions of no category, last */
  category: { id: number; name: string; name_en: string } | null;
  questions: FormQuestion[];
}

/**
 * The form's questions as a categorised form shows them: one group per category in the order its
 * first question comes, the uncategorised last; each group keeps the form's order. A form without
 * withCategory is one group.
 */
export function questionGroups(form: Pick<LoadedForm, 'withCategory' | 'questions'>): QuestionGroup[] {
  if (!form.withCategory) return [{ category: null, questions: [...form.questions] }];
  const groups = new Map<number | null, QuestionGroup>();
  for (const q of form.questions) {
    const key = q.category?.id ?? null;
    if (!groups.has(key)) groups.set(key, { category: q.category, questions: [] });
    groups.get(key)!.questions.push(q);
  }
  const none = groups.get(null);
  groups.delete(null);
  return [...groups.values(), ...(none ? [none] : [])];
}
