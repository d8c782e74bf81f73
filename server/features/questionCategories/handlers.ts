/**
 * Question categories (تصنيفات الأسئلة, /question-category): list, view, add and change, each behind
 * the permission the contract names (openapi/areas/questionCategories.yaml). A category names its
 * users (all_users 1) or its account types (all_users 0); the spec's rule on which must be given
 * is shared/rules/questionCategories.ts, the same on the screen. No delete: the spec gives the
 * templates index, create and update only, and questions keep pointing at their category.
 */
import { and, asc, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { likeOf } from '../../http/paging';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import type { DbOrTx } from '../../db/client';
import { accountTypes, users } from '../../db/schema';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { questionCategories, questionCategoryTypes, questionCategoryUsers } from './table';
import { questionCategoriesMessages } from './messages';
import { QuestionCategorySchema, type QuestionCategoryValues } from '../../../shared/rules/questionCategories';

registerMessages(questionCategoriesMessages);

type Row = typeof questionCategories.$inferSelect;
type Dto = components['schemas']['QuestionCategory'];
type Input = components['schemas']['QuestionCategoryInput'];
type Filters = components['schemas']['QuestionCategoryFilters'];

const userColumns = { id: users.id, name: users.name, company_name: users.companyName, email: users.email, type_id: users.typeId };

/** The categories with their users and types, in three queries whatever the count. */
async function serialize(db: DbOrTx, rows: Row[]): Promise<Dto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [userRows, typeRows] = await Promise.all([
    db
      .select({ categoryId: questionCategoryUsers.categoryId, ...userColumns })
      .from(questionCategoryUsers)
      .innerJoin(users, eq(users.id, questionCategoryUsers.userId))
      .where(inArray(questionCategoryUsers.categoryId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ categoryId: questionCategoryTypes.categoryId, id: accountTypes.id, code: accountTypes.code, name: accountTypes.nameAr, name_en: accountTypes.nameEn })
      .from(questionCategoryTypes)
      .innerJoin(accountTypes, eq(accountTypes.id, questionCategoryTypes.typeId))
      .where(inArray(questionCategoryTypes.categoryId, ids))
      .orderBy(asc(accountTypes.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    all_users: row.allUsers ? 1 : 0,
    users: userRows.filter((u) => u.categoryId === row.id).map(({ categoryId: _c, ...u }) => u),
    types: typeRows.filter((t) => t.categoryId === row.id).map(({ categoryId: _c, ...t }) => t),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

const audienceOf = (r: Dto, lang: 'ar' | 'en') => (r.all_users ? r.users.map((u) => u.company_name ?? u.name) : r.types.map((t) => (lang === 'en' ? t.name_en : t.name))).join('، ');

/** The question categories list (/question-category): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const questionCategoriesList: ListSpec<Filters, Dto> = {
  name: 'questionCategories',
  table: questionCategories,
  id: questionCategories.id,
  filters: {
    search: op.contains(questionCategories.name, questionCategories.nameEn),
    all_users: op.where((v) => eq(questionCategories.allUsers, v === 1)),
    type_id: op.where((v) => exists(sql`(select 1 from ${questionCategoryTypes} where ${questionCategoryTypes.categoryId} = ${questionCategories.id} and ${questionCategoryTypes.typeId} = ${v})`)),
  },
  sorts: { created_at: questionCategories.createdAt, name: questionCategories.name, name_en: questionCategories.nameEn },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids) => serialize(db, await db.select().from(questionCategories).where(inArray(questionCategories.id, ids))),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'اختيار مستخدمين محددين', en: 'Specific users' }, value: (r) => r.all_users },
    { label: { ar: 'لمن', en: 'For' }, value: (r, lang) => audienceOf(r, lang) },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The chosen users must exist (and not be deleted): a 422 on `users` otherwise. */
async function checkUsers(tx: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  if (found.length !== ids.length) throw ApiError.field('users', 'validation.invalid');
}

/** Replace the category's users and types with the chosen ones. */
async function writeAudience(tx: DbOrTx, id: number, values: QuestionCategoryValues): Promise<void> {
  await tx.delete(questionCategoryUsers).where(eq(questionCategoryUsers.categoryId, id));
  await tx.delete(questionCategoryTypes).where(eq(questionCategoryTypes.categoryId, id));
  if (values.users.length) await tx.insert(questionCategoryUsers).values(values.users.map((userId) => ({ categoryId: id, userId })));
  if (values.types.length) await tx.insert(questionCategoryTypes).values(values.types.map((typeId) => ({ categoryId: id, typeId })));
}

export function questionCategoriesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(questionCategories).where(eq(questionCategories.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('questionCategories.missing');
    return row;
  }

  const answer = async (tx: DbOrTx, row: Row): Promise<Dto> => (await serialize(tx, [row]))[0]!;

  return defineHandlers({
    listQuestionCategories: async (req) => {
      return { message: req.t('questionCategories.list'), data: await listPage(db, questionCategoriesList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportQuestionCategories: async (req, reply) => {
      return sendExport(reply, { db, spec: questionCategoriesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'تصنيفات الأسئلة', en: 'Question categories' } });
    },

    searchQuestionCategoryUsers: async (req) => {
      const where = [isNull(users.deletedAt), eq(users.status, 'active')];
      const search = req.query.search?.trim();
      if (search) {
        const like = likeOf(search);
        where.push(or(ilike(users.name, like), ilike(users.companyName, like), ilike(users.email, like), ilike(users.username, like))!);
      }
      const data = await db
        .select(userColumns)
        .from(users)
        .where(and(...where))
        .orderBy(sql`coalesce(${users.companyName}, ${users.name})`, asc(users.id))
        .limit(req.query.limit ?? 20);
      return { message: req.t('common.list'), data };
    },

    getQuestionCategory: async (req) => {
      const row = await find(db, req.params.id);
      return { message: req.t('common.ok'), data: await answer(db, row) };
    },

    createQuestionCategory: async (req, reply) => {
      // the same rules as the form (shared/rules/questionCategories.ts): a 422 on the field that breaks one
      const values = parseBody(QuestionCategorySchema, req.body as Input);
      const row = await db.transaction(async (tx) => {
        await checkUsers(tx, values.users);
        const [created] = await tx
          .insert(questionCategories)
          .values({ name: values.name, nameEn: values.name_en, allUsers: values.all_users === 1 })
          .returning();
        await writeAudience(tx, created!.id, values);
        await audit(tx, req, { entity: 'question_categories', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created, users: values.users, types: values.types } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('questionCategories.created'), data: await answer(db, row) };
    },

    updateQuestionCategory: async (req) => {
      const body = req.body as Input;
      const values = parseBody(QuestionCategorySchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkUsers(tx, values.users);
        const old = await answer(tx, before);
        const [after] = await tx
          .update(questionCategories)
          .set({ name: values.name, nameEn: values.name_en, allUsers: values.all_users === 1, version: sql`${questionCategories.version} + 1`, updatedAt: new Date() })
          .where(and(eq(questionCategories.id, before.id), eq(questionCategories.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await writeAudience(tx, after.id, values);
        await audit(tx, req, {
          entity: 'question_categories',
          entityId: after.id,
          event: 'update',
          oldValue: { ...before, users: old.users.map((u) => u.id), types: old.types.map((t) => t.id) },
          newValue: { ...after, users: values.users, types: values.types },
        });
        return after;
      });
      return { message: req.t('questionCategories.updated'), data: await answer(db, row) };
    },
  });
}
