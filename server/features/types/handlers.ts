/**
 * User types (أنواع المستخدمين, /type, "update only"): the account types of
 * shared/accountTypes.ts, listed, each renamed in Arabic and English by a holder of
 * type-update. None is created or deleted here: the code's behaviour hangs on each type's code
 * (admin, service_provider…), so the set is the code's; only the names shown are the
 * administrator's. The seed leaves a renamed type's names alone (server/seed/reference.ts).
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import type { DbOrTx } from '../../db/client';
import { accountTypes } from '../../db/schema';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { typesMessages } from './messages';
import { TypeSchema } from '../../../shared/rules/types';

registerMessages(typesMessages);

type Row = typeof accountTypes.$inferSelect;
type Dto = components['schemas']['Type'];
type Input = components['schemas']['TypeInput'];

function toDto(row: Row): Dto {
  return { id: row.id, code: row.code, name: row.nameAr, name_en: row.nameEn, version: row.version, updated_at: row.updatedAt.toISOString() };
}

/** The user types list (/type): in the spec's type_id order by default (1 is the administrator). */
const typesList: ListSpec<components['schemas']['TypeFilters'], Dto> = {
  name: 'types',
  table: accountTypes,
  id: accountTypes.id,
  filters: {
    search: op.contains(accountTypes.nameAr, accountTypes.nameEn, accountTypes.code),
  },
  sorts: { id: accountTypes.id, name: accountTypes.nameAr, name_en: accountTypes.nameEn, updated_at: accountTypes.updatedAt },
  defaultSort: { key: 'id', direction: 'asc' },
  load: async (db, ids) => {
    const rows = await db.select().from(accountTypes).where(inArray(accountTypes.id, ids));
    return rows.map((r) => toDto(r));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الرمز', en: 'Code' }, value: (r) => r.code },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'آخر تعديل', en: 'Last changed' }, value: (r) => r.updated_at },
  ],
};

export function typesHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The type, or 404 when there is none of that id. */
  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(accountTypes).where(eq(accountTypes.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('types.missing');
    return row;
  }

  /** Two types of one name could not be told apart in the user lists and filters: a 422 on the field. */
  async function refuseTaken(tx: DbOrTx, values: { name: string; name_en: string }, except: number): Promise<void> {
    const taken = await tx
      .select({ name: accountTypes.nameAr, nameEn: accountTypes.nameEn })
      .from(accountTypes)
      .where(and(or(sql`lower(${accountTypes.nameAr}) = lower(${values.name})`, sql`lower(${accountTypes.nameEn}) = lower(${values.name_en})`), ne(accountTypes.id, except)));
    const errors: Record<string, string[]> = {};
    if (taken.some((r) => r.name.toLowerCase() === values.name.toLowerCase())) errors.name = ['validation.unique.name'];
    if (taken.some((r) => r.nameEn.toLowerCase() === values.name_en.toLowerCase())) errors.name_en = ['validation.unique.name'];
    if (Object.keys(errors).length) throw ApiError.invalid(errors);
  }

  return defineHandlers({
    listTypes: async (req) => ({ message: req.t('types.list'), data: await listPage(db, typesList, req.body, req.query, req.lang), filters: req.body ?? {} }),

    exportTypes: async (req, reply) => sendExport(reply, { db, spec: typesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'أنواع المستخدمين', en: 'User types' } }),

    getType: async (req) => ({ message: req.t('common.ok'), data: toDto(await find(db, req.params.id)) }),

    updateType: async (req) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/types.ts): a 422 on the field that breaks one
      const values = parseBody(TypeSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await refuseTaken(tx, values, before.id);
        const [after] = await tx
          .update(accountTypes)
          // the version leaves 1 here and only here: from now on the seed keeps these names
          .set({ nameAr: values.name, nameEn: values.name_en, version: sql`${accountTypes.version} + 1`, updatedAt: new Date() })
          .where(and(eq(accountTypes.id, before.id), eq(accountTypes.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'account_types', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('types.updated'), data: toDto(row) };
    },
  });
}
