/**
 * Questions (الأسئلة, /questions): list, view, add and change, each behind the permission the contract
 * names (openapi/areas/questions.yaml). A question has an answer type; a choice question keeps its
 * options with ids that survive a rename. No delete: the spec gives index, create and update, and
 * forms and answers keep pointing at their questions.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import type { DbOrTx } from '../../db/client';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { questionCategories } from '../questionCategories/table';
import { questions, type QuestionOption } from './table';
import { questionsMessages } from './messages';
import { QuestionSchema, type QuestionType, type QuestionValues } from '../../../shared/rules/questions';

registerMessages(questionsMessages);

type Row = typeof questions.$inferSelect;
type Dto = components['schemas']['Question'];
type Input = components['schemas']['QuestionInput'];
type Filters = components['schemas']['QuestionFilters'];

const TYPE_LABELS: Record<QuestionType, { ar: string; en: string }> = {
  yes_no: { ar: 'نعم / لا', en: 'Yes / no' },
  text: { ar: 'نص', en: 'Text' },
  number: { ar: 'رقم', en: 'Number' },
  choice: { ar: 'اختيار من قائمة', en: 'Choice' },
  date: { ar: 'تاريخ', en: 'Date' },
};

/** The questions with their categories, in two queries whatever the count. */
async function serialize(db: DbOrTx, rows: Row[]): Promise<Dto[]> {
  const catIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))];
  const cats = catIds.length
    ? await db.select({ id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.nameEn }).from(questionCategories).where(inArray(questionCategories.id, catIds))
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    type: row.type as QuestionType,
    options: row.options,
    required: row.required ? 1 : 0,
    category_id: row.categoryId,
    category: cats.find((c) => c.id === row.categoryId) ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The questions list (/questions): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const questionsList: ListSpec<Filters, Dto> = {
  name: 'questions',
  table: questions,
  id: questions.id,
  filters: {
    search: op.contains(questions.title, questions.titleEn),
    type: op.eq(questions.type),
    category_id: op.eq(questions.categoryId),
    required: op.where((v) => eq(questions.required, v === 1)),
  },
  sorts: { created_at: questions.createdAt, title: questions.title, title_en: questions.titleEn, type: questions.type },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => serialize(db, await db.select().from(questions).where(inArray(questions.id, ids))),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'السؤال', en: 'Question' }, value: (r) => r.title },
    { label: { ar: 'السؤال بالإنجليزية', en: 'Question in English' }, value: (r) => r.title_en },
    { label: { ar: 'نوع الإجابة', en: 'Answer type' }, value: (r, lang) => TYPE_LABELS[r.type][lang] },
    { label: { ar: 'الخيارات', en: 'Options' }, value: (r, lang) => r.options.map((o) => (lang === 'en' ? o.name_en : o.name)).join(' | ') },
    { label: { ar: 'إجابة إلزامية', en: 'Answer required' }, value: (r) => r.required },
    { label: { ar: 'التصنيف', en: 'Category' }, value: (r, lang) => (r.category ? (lang === 'en' ? r.category.name_en : r.category.name) : '') },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The options to store: a kept option keeps its id, a new one gets the next free id. */
function optionsOf(values: QuestionValues, before: QuestionOption[] = []): QuestionOption[] {
  const known = new Set(before.map((o) => o.id));
  let next = Math.max(0, ...before.map((o) => o.id));
  const used = new Set<number>();
  return values.options.map((o) => {
    const id = o.id !== undefined && known.has(o.id) && !used.has(o.id) ? o.id : ++next;
    used.add(id);
    return { id, name: o.name, name_en: o.name_en };
  });
}

/** The category must exist: a 422 on `category_id` otherwise. */
async function checkCategory(tx: DbOrTx, id: number | null): Promise<void> {
  if (id === null) return;
  const [found] = await tx.select({ id: questionCategories.id }).from(questionCategories).where(eq(questionCategories.id, id));
  if (!found) throw ApiError.field('category_id', 'validation.invalid');
}

export function questionsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(questions).where(eq(questions.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('questions.missing');
    return row;
  }

  const answer = async (tx: DbOrTx, row: Row): Promise<Dto> => (await serialize(tx, [row]))[0]!;

  return defineHandlers({
    listQuestions: async (req) => {
      return { message: req.t('questions.list'), data: await listPage(db, questionsList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportQuestions: async (req, reply) => {
      return sendExport(reply, { db, spec: questionsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الأسئلة', en: 'Questions' } });
    },

    listQuestionCategoryChoices: async (req) => {
      const data = await db
        .select({ id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.nameEn })
        .from(questionCategories)
        .orderBy(asc(req.lang === 'en' ? questionCategories.nameEn : questionCategories.name), asc(questionCategories.id));
      return { message: req.t('common.list'), data };
    },

    getQuestion: async (req) => {
      const row = await find(db, req.params.id);
      return { message: req.t('common.ok'), data: await answer(db, row) };
    },

    createQuestion: async (req, reply) => {
      // the same rules as the form (shared/rules/questions.ts): a 422 on the field that breaks one
      const values = parseBody(QuestionSchema, req.body as Input);
      const row = await db.transaction(async (tx) => {
        await checkCategory(tx, values.category_id);
        const [created] = await tx
          .insert(questions)
          .values({ title: values.title, titleEn: values.title_en, type: values.type, options: optionsOf(values), required: values.required === 1, categoryId: values.category_id })
          .returning();
        await audit(tx, req, { entity: 'questions', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('questions.created'), data: await answer(db, row) };
    },

    updateQuestion: async (req) => {
      const body = req.body as Input;
      const values = parseBody(QuestionSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkCategory(tx, values.category_id);
        const [after] = await tx
          .update(questions)
          .set({
            title: values.title,
            titleEn: values.title_en,
            type: values.type,
            options: optionsOf(values, before.options),
            required: values.required === 1,
            categoryId: values.category_id,
            version: sql`${questions.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(questions.id, before.id), eq(questions.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'questions', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('questions.updated'), data: await answer(db, row) };
    },
  });
}
