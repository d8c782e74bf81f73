/**
 * Term conditions (الشروط والأحكام): the list (/term-conditions) and one text's page
 * (/term-conditions/{id}), behind terms-index and terms-update (openapi/areas/termConditions.yaml).
 * One text per non-administrator account type, written by the reference seed: none is added or
 * deleted here. The account type is named as stored (an administrator may have renamed it on /type).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type Lang, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import type { DbOrTx } from '../../db/client';
import { accountTypes } from '../../db/schema';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { termConditions } from './table';
import { termConditionsMessages } from './messages';
import { TermConditionSchema } from '../../../shared/rules/termConditions';

registerMessages(termConditionsMessages);

type Row = typeof termConditions.$inferSelect;
type TypeRow = Pick<typeof accountTypes.$inferSelect, 'id' | 'code' | 'nameAr' | 'nameEn'>;
type Dto = components['schemas']['TermCondition'];
type Input = components['schemas']['TermConditionInput'];

function toDto(row: Row, type: TypeRow | undefined, lang: Lang): Dto {
  return {
    id: row.id,
    type_id: row.typeId,
    type: { id: row.typeId, code: type?.code ?? '', name: type ? (lang === 'en' ? type.nameEn : type.nameAr) : '' },
    title: row.title,
    title_en: row.titleEn,
    body: row.body,
    body_en: row.bodyEn,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The rows with their account types, in the caller's language. */
async function load(db: DbOrTx, ids: number[], lang: Lang): Promise<Dto[]> {
  const rows = await db
    .select({ row: termConditions, type: { id: accountTypes.id, code: accountTypes.code, nameAr: accountTypes.nameAr, nameEn: accountTypes.nameEn } })
    .from(termConditions)
    .leftJoin(accountTypes, eq(accountTypes.id, termConditions.typeId))
    .where(inArray(termConditions.id, ids));
  return rows.map((r) => toDto(r.row, r.type ?? undefined, lang));
}

/** The list (/term-conditions): by account type (type_id order) unless sorted otherwise. */
const termConditionsList: ListSpec<components['schemas']['TermConditionFilters'], Dto> = {
  name: 'termConditions',
  table: termConditions,
  id: termConditions.id,
  filters: {
    search: op.contains(termConditions.title, termConditions.titleEn, termConditions.body, termConditions.bodyEn),
    type_id: op.eq(termConditions.typeId),
  },
  sorts: { type_id: termConditions.typeId, title: termConditions.title, updated_at: termConditions.updatedAt },
  defaultSort: { key: 'type_id', direction: 'asc' },
  load,
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'نوع الحساب', en: 'Account type' }, value: (r) => r.type.name },
    { label: { ar: 'العنوان', en: 'Title' }, value: (r) => r.title },
    { label: { ar: 'العنوان بالإنجليزية', en: 'English title' }, value: (r) => r.title_en },
    { label: { ar: 'النص', en: 'Text' }, value: (r) => r.body },
    { label: { ar: 'النص بالإنجليزية', en: 'English text' }, value: (r) => r.body_en },
    { label: { ar: 'آخر تعديل', en: 'Last changed' }, value: (r) => r.updated_at },
  ],
};

export function termConditionsHandlers(ctx: AppContext) {
  const { db } = ctx;

  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(termConditions).where(eq(termConditions.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('termConditions.missing');
    return row;
  }

  async function answer(id: number, lang: Lang): Promise<Dto> {
    const [dto] = await load(db, [id], lang);
    if (!dto) throw ApiError.notFound('termConditions.missing');
    return dto;
  }

  return defineHandlers({
    listTermConditions: async (req) => ({
      message: req.t('termConditions.list'),
      data: await listPage(db, termConditionsList, req.body, req.query, req.lang),
      filters: req.body ?? {},
    }),

    exportTermConditions: async (req, reply) =>
      sendExport(reply, { db, spec: termConditionsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' } }),

    getTermCondition: async (req) => ({ message: req.t('common.ok'), data: await answer(req.params.id, req.lang) }),

    updateTermCondition: async (req) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/termConditions.ts): a 422 on the field that breaks one
      const values = parseBody(TermConditionSchema, body);
      const id = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        const [after] = await tx
          .update(termConditions)
          .set({ title: values.title, titleEn: values.title_en, body: values.body, bodyEn: values.body_en, version: sql`${termConditions.version} + 1`, updatedAt: new Date() })
          .where(and(eq(termConditions.id, before.id), eq(termConditions.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'term_conditions', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after.id;
      });
      return { message: req.t('termConditions.updated'), data: await answer(id, req.lang) };
    },
  });
}
