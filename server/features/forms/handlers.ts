/**
 * Forms (النماذج, /forms) and the temporary-licence forms (نماذج الرخص المؤقتة, /temp-licenses-forms):
 * list, view, add and change, each behind the permission the contract names (openapi/areas/forms.yaml),
 * and /forms/questions-price/{id} (a price per question, form-questions-price). The two screens share
 * one table and these handlers: the temporary-licence ones are always of type temp_license, the
 * others never. A save replaces the form's signers (signer_num 1) and its ordered questions in one
 * transaction. No delete: the spec gives index, create and update, and handovers keep their forms.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { defineHandlers, type ApiRequest } from '../../http/types';
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
import { questions } from '../questions/table';
import { formQuestions, formSigners, forms } from './table';
import { formsMessages } from './messages';
import { formTotal, loadForms, type LoadedForm } from './domain';
import { FormPricesSchema, FormSchema, FORM_SIGNER_NUM, type FormType, type FormValues } from '../../../shared/rules/forms';
import type { QuestionType } from '../../../shared/rules/questions';

registerMessages(formsMessages);

type Row = typeof forms.$inferSelect;
type Dto = components['schemas']['Form'];
type Input = components['schemas']['FormInput'];
type Filters = components['schemas']['FormFilters'];

const TYPE_LABELS: Record<FormType, { ar: string; en: string }> = {
  general: { ar: 'عام', en: 'General' },
  assign: { ar: 'تسليم مخيم', en: 'Camp handover' },
  temp_license: { ar: 'رخصة مؤقتة', en: 'Temporary licence' },
  reassign: { ar: 'إعادة تخصيص', en: 'Re-assign' },
  lock: { ar: 'قفل', en: 'Lock' },
  simple_readiness_license: { ar: 'رخصة جاهزية', en: 'Readiness licence' },
  check_test: { ar: 'فحص', en: 'Check' },
};

function toDto(f: LoadedForm, row: Pick<Row, 'createdAt' | 'updatedAt'>): Dto {
  return {
    id: f.id,
    name: f.name,
    name_en: f.name_en,
    type: f.type,
    withCategory: f.withCategory ? 1 : 0,
    body: f.body,
    body_en: f.body_en,
    signers: f.signers.map((s) => ({ type_id: s.type_id, signer_num: s.signer_num, code: s.type_code, name: s.type_name, name_en: s.type_name_en })),
    questions: f.questions.map((q) => ({
      question_id: q.question_id,
      sort: q.sort,
      price: q.price,
      title: q.title,
      title_en: q.title_en,
      type: q.type,
      required: q.required ? 1 : 0,
      category: q.category,
    })),
    questions_count: f.questions.length,
    total_price: formTotal(f),
    version: f.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function serialize(db: DbOrTx, rows: Row[]): Promise<Dto[]> {
  const loaded = await loadForms(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(loaded.get(r.id)!, r));
}

/** The two screens over the one table: which forms each lists and may write. */
type Kind = 'forms' | 'temp';
const inKind = (kind: Kind) => (kind === 'temp' ? eq(forms.type, 'temp_license') : ne(forms.type, 'temp_license'));

function listOf(kind: Kind): ListSpec<Filters, Dto> {
  return {
    name: kind === 'temp' ? 'tempLicenseForms' : 'forms',
    table: forms,
    id: forms.id,
    base: inKind(kind),
    filters: {
      search: op.contains(forms.name, forms.nameEn),
      type: op.eq(forms.type),
      withCategory: op.where((v) => eq(forms.withCategory, v === 1)),
    },
    sorts: { created_at: forms.createdAt, name: forms.name, name_en: forms.nameEn, type: forms.type },
    defaultSort: { key: 'created_at', direction: 'desc' },
    load: async (db, ids) => serialize(db, await db.select().from(forms).where(inArray(forms.id, ids))),
    columns: [
      { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
      { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
      { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
      { label: { ar: 'نوع النموذج', en: 'Form type' }, value: (r, lang) => TYPE_LABELS[r.type][lang] },
      { label: { ar: 'الأسئلة مصنفة', en: 'Grouped by category' }, value: (r) => r.withCategory },
      { label: { ar: 'الموقعون', en: 'Signers' }, value: (r, lang) => r.signers.map((s) => (lang === 'en' ? s.name_en : s.name)).join('، ') },
      { label: { ar: 'عدد الأسئلة', en: 'Questions' }, value: (r) => r.questions_count },
      { label: { ar: 'إجمالي الأسعار (ريال)', en: 'Total price (SAR)' }, value: (r) => r.total_price },
      { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
    ],
  };
}
const formsList = listOf('forms');
const tempList = listOf('temp');

/** Every question named must exist: a 422 on `questions` otherwise. */
async function checkQuestions(tx: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
  if (found.length !== new Set(ids).size) throw ApiError.field('questions', 'forms.unknownQuestion');
}

/** Replace the form's signers and ordered questions with the ones sent. */
async function writeParts(tx: DbOrTx, id: number, values: FormValues): Promise<void> {
  await tx.delete(formSigners).where(eq(formSigners.formId, id));
  await tx.delete(formQuestions).where(eq(formQuestions.formId, id));
  if (values.signers.length) await tx.insert(formSigners).values(values.signers.map((s) => ({ formId: id, typeId: s.type_id, signerNum: FORM_SIGNER_NUM })));
  if (values.questions.length) await tx.insert(formQuestions).values(values.questions.map((q, i) => ({ formId: id, questionId: q.question_id, sort: i + 1, price: q.price })));
}

const partsOf = (f: Dto) => ({ signers: f.signers.map((s) => s.type_id), questions: f.questions.map((q) => ({ question_id: q.question_id, price: q.price })) });

export function formsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record of this screen's kind, or 404 (a temporary-licence form is not found on /forms, nor the reverse). */
  async function find(tx: DbOrTx, id: number, kind: Kind, lock = false): Promise<Row> {
    const query = tx
      .select()
      .from(forms)
      .where(and(eq(forms.id, id), inKind(kind)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('forms.missing');
    return row;
  }

  const answer = async (tx: DbOrTx, row: Row): Promise<Dto> => (await serialize(tx, [row]))[0]!;

  /** The form's values from the body: on the temporary-licence screen the type is fixed; on /forms it may not be temp_license. */
  function valuesOf(body: Input, kind: Kind): FormValues {
    const values = parseBody(FormSchema, kind === 'temp' ? { ...body, type: 'temp_license' } : body);
    if (kind === 'forms' && values.type === 'temp_license') throw ApiError.field('type', 'forms.tempType');
    return values;
  }

  async function create(req: ApiRequest<'createForm'> | ApiRequest<'createTempLicenseForm'>, kind: Kind) {
    const values = valuesOf(req.body as Input, kind);
    const row = await db.transaction(async (tx) => {
      await checkQuestions(
        tx,
        values.questions.map((q) => q.question_id),
      );
      const [created] = await tx
        .insert(forms)
        .values({ name: values.name, nameEn: values.name_en, type: values.type, withCategory: values.withCategory === 1, body: values.body || null, bodyEn: values.body_en || null })
        .returning();
      await writeParts(tx, created!.id, values);
      await audit(tx, req, { entity: 'forms', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created, signers: values.signers, questions: values.questions } });
      return created!;
    });
    return row;
  }

  async function update(req: ApiRequest<'updateForm'> | ApiRequest<'updateTempLicenseForm'>, id: number, kind: Kind) {
    const body = req.body as Input;
    const values = valuesOf(body, kind);
    return db.transaction(async (tx) => {
      const before = await find(tx, id, kind, true);
      if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
      await checkQuestions(
        tx,
        values.questions.map((q) => q.question_id),
      );
      const old = await answer(tx, before);
      const [after] = await tx
        .update(forms)
        .set({
          name: values.name,
          nameEn: values.name_en,
          type: values.type,
          withCategory: values.withCategory === 1,
          body: values.body || null,
          bodyEn: values.body_en || null,
          version: sql`${forms.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(forms.id, before.id), eq(forms.version, before.version)))
        .returning();
      if (!after) throw new ApiError(409, 'lifecycle.stale');
      await writeParts(tx, after.id, values);
      await audit(tx, req, {
        entity: 'forms',
        entityId: after.id,
        event: 'update',
        oldValue: { ...before, ...partsOf(old) },
        newValue: { ...after, signers: values.signers, questions: values.questions },
      });
      return after;
    });
  }

  return defineHandlers({
    listForms: async (req) => ({ message: req.t('forms.list'), data: await listPage(db, formsList, req.body, req.query, req.lang), filters: req.body ?? {} }),
    listTempLicenseForms: async (req) => ({ message: req.t('forms.list'), data: await listPage(db, tempList, req.body, req.query, req.lang), filters: req.body ?? {} }),

    exportForms: async (req, reply) => sendExport(reply, { db, spec: formsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'النماذج', en: 'Forms' } }),
    exportTempLicenseForms: async (req, reply) =>
      sendExport(reply, { db, spec: tempList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'نماذج الرخص المؤقتة', en: 'Temporary-licence forms' } }),

    getForm: async (req) => ({ message: req.t('common.ok'), data: await answer(db, await find(db, req.params.id, 'forms')) }),
    getTempLicenseForm: async (req) => ({ message: req.t('common.ok'), data: await answer(db, await find(db, req.params.id, 'temp')) }),

    createForm: async (req, reply) => {
      const row = await create(req, 'forms');
      reply.code(201);
      return { message: req.t('forms.created'), data: await answer(db, row) };
    },
    createTempLicenseForm: async (req, reply) => {
      const row = await create(req, 'temp');
      reply.code(201);
      return { message: req.t('forms.created'), data: await answer(db, row) };
    },

    updateForm: async (req) => ({ message: req.t('forms.updated'), data: await answer(db, await update(req, req.params.id, 'forms')) }),
    updateTempLicenseForm: async (req) => ({ message: req.t('forms.updated'), data: await answer(db, await update(req, req.params.id, 'temp')) }),

    updateFormQuestionPrices: async (req) => {
      const body = req.body;
      const { prices } = parseBody(FormPricesSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, 'forms', true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const current = await tx.select().from(formQuestions).where(eq(formQuestions.formId, before.id));
        const known = new Map(current.map((q) => [q.questionId, q.price]));
        if (prices.some((p) => !known.has(p.question_id))) throw ApiError.field('prices', 'forms.notInForm');
        const changed = prices.filter((p) => Number(p.price) !== Number(known.get(p.question_id)));
        for (const p of changed)
          await tx
            .update(formQuestions)
            .set({ price: p.price })
            .where(and(eq(formQuestions.formId, before.id), eq(formQuestions.questionId, p.question_id)));
        const [after] = await tx
          .update(forms)
          .set({ version: sql`${forms.version} + 1`, updatedAt: new Date() })
          .where(eq(forms.id, before.id))
          .returning();
        await audit(tx, req, {
          entity: 'forms',
          entityId: before.id,
          event: 'prices',
          oldValue: { prices: changed.map((p) => ({ question_id: p.question_id, price: known.get(p.question_id) })) },
          newValue: { prices: changed },
        });
        return after!;
      });
      return { message: req.t('forms.pricesUpdated'), data: await answer(db, row) };
    },

    listFormQuestionChoices: async (req) => {
      const rows = await db
        .select({ q: questions, category: { id: questionCategories.id, name: questionCategories.name, name_en: questionCategories.nameEn } })
        .from(questions)
        .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
        .orderBy(desc(questions.createdAt), asc(questions.id))
        .limit(1000);
      const data = rows.map(({ q, category }) => ({ id: q.id, title: q.title, title_en: q.titleEn, type: q.type as QuestionType, category: category?.id != null ? category : null }));
      return { message: req.t('common.list'), data };
    },
  });
}
