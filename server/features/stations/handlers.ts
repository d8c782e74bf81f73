/**
 * Stations (المحطات): Muzdalifah's service points (water, first aid, electricity, transport, civil
 * defence, toilets) — list, view, add and change (spec 000 §2: /stations, /create, /update/{id};
 * permissions delivery-station-index, station-create, station-update), each behind the permission
 * the contract names (openapi/areas/stations.yaml). The spec has no deleting of a station; ours is
 * `station-delete`, the administrator's, for a station that is gone.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { stations } from './table';
import { squares } from '../squares/table';
import { stationsMessages } from './messages';
import { StationSchema, stationKindLabels, type StationKind, type StationValues } from '../../../shared/rules/stations';

registerMessages(stationsMessages);

type Row = typeof stations.$inferSelect;
type Dto = components['schemas']['Station'];
type Input = components['schemas']['StationInput'];

/** What a record shows of the records its references point at. */
type Refs = Pick<Dto, 'get_square'>;
const squareIdTarget = alias(squares, 'square_id_target');

/** The rows with the records they point at, in one query (a left join on each target's primary key): no query per row. */
function withRefs(db: DbOrTx, where: SQL) {
  return db
    .select({
      row: stations,
      get_square: { id: squareIdTarget.id, name: squareIdTarget.name, name_en: squareIdTarget.nameEn },
    })
    .from(stations)
    .leftJoin(squareIdTarget, eq(stations.squareId, squareIdTarget.id))
    .where(where);
}

/** A reference to a record that does not exist is a 422 on its field, said in the caller's language. */
async function checkRefs(tx: DbOrTx, values: { square_id?: number | null | undefined }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (values.square_id != null) {
    const [found] = await tx.select({ id: squares.id }).from(squares).where(eq(squares.id, values.square_id));
    if (!found) errors.square_id = ['stations.squareIdMissing'];
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** A kind as the caller reads it. */
const kindText = (kind: string, lang: 'ar' | 'en') => stationKindLabels[kind as StationKind]?.[lang] ?? kind;

function toDto(row: Row, refs: Refs, lang: 'ar' | 'en'): Dto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    kind: row.kind as StationKind,
    kind_text: kindText(row.kind, lang),
    square_id: row.squareId,
    location: row.location,
    get_square: refs.get_square,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stations list (/stations): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const stationsList: ListSpec<components['schemas']['StationFilters'], Dto> = {
  name: 'stations',
  table: stations,
  id: stations.id,
  filters: {
    search: op.contains(stations.name, stations.nameEn, stations.location),
    square_id: op.eq(stations.squareId),
    kind: op.eq(stations.kind),
  },
  // by kind (its code), each kind's stations in the order they were entered; a station of no square sorts first by square
  sorts: { kind: stations.kind, name: stations.name, name_en: stations.nameEn, square_id: sql`coalesce(${stations.squareId}, 0)`, created_at: stations.createdAt },
  defaultSort: { key: 'kind', direction: 'asc' },
  load: async (db, ids, lang) => {
    const joined = await withRefs(db, inArray(stations.id, ids));
    return joined.map((j) => toDto(j.row, j, lang));
  },
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'نوع المحطة', en: 'Kind' }, value: (r) => r.kind_text },
    { label: { ar: 'المربع', en: 'Square' }, value: (r, lang) => (lang === 'en' && r.get_square?.name_en) || r.get_square?.name || null },
    { label: { ar: 'الموقع', en: 'Location' }, value: (r) => r.location },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** 422 on each name another station already uses (case-insensitively; the unique indexes settle a race). */
async function checkFree(tx: DbOrTx, values: StationValues, exceptId?: number): Promise<void> {
  const clash = async (where: SQL) =>
    (
      await tx
        .select({ id: stations.id })
        .from(stations)
        .where(and(where, exceptId ? ne(stations.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const errors: Record<string, string[]> = {};
  if (await clash(sql`lower(${stations.name}) = lower(${values.name})`)) errors.name = ['stations.nameTaken'];
  if (await clash(sql`lower(${stations.nameEn}) = lower(${values.name_en})`)) errors.name_en = ['stations.nameTaken'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

export function stationsHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** The record, or 404 when it does not exist. */
  async function find(tx: DbOrTx, id: number, caller: Caller, lock = false): Promise<Row> {
    const query = tx.select().from(stations).where(eq(stations.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('stations.missing');
    void caller;
    return row;
  }

  async function answer(tx: DbOrTx, row: Row, lang: 'ar' | 'en'): Promise<Dto> {
    // the record as it is now, with the records it points at
    const [refs] = await withRefs(tx, eq(stations.id, row.id));
    return toDto(row, refs!, lang);
  }

  return defineHandlers({
    listStations: async (req) => {
      const caller = callerOf(req);
      void caller;
      return { message: req.t('stations.list'), data: await listPage(db, stationsList, req.body, req.query, req.lang), filters: req.body ?? {} };
    },

    exportStations: async (req, reply) => {
      const caller = callerOf(req);
      void caller;
      return sendExport(reply, { db, spec: stationsList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'المحطات', en: 'Stations' } });
    },

    getStation: async (req) => {
      const caller = callerOf(req);
      const row = await find(db, req.params.id, caller);
      return { message: req.t('common.ok'), data: await answer(db, row, req.lang) };
    },

    createStation: async (req, reply) => {
      const body = req.body as Input;
      // the same rules as the form (shared/rules/stations.ts): a 422 on the field that breaks one
      const values = parseBody(StationSchema, body);
      const row = await db.transaction(async (tx) => {
        await checkRefs(tx, values);
        await checkFree(tx, values);

        const fields = {
          name: values.name,
          nameEn: values.name_en,
          kind: values.kind,
          squareId: values.square_id ?? null,
          location: values.location || null,
        };
        const [created] = await tx.insert(stations).values(fields).returning();
        await audit(tx, req, { entity: 'stations', entityId: created!.id, event: 'create', oldValue: null, newValue: { ...created } });
        return created!;
      });
      reply.code(201);
      return { message: req.t('stations.created'), data: await answer(db, row, req.lang) };
    },

    updateStation: async (req) => {
      const caller = callerOf(req);
      const body = req.body as Input;
      const values = parseBody(StationSchema, body);
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        await checkRefs(tx, values);
        await checkFree(tx, values, before.id);

        const [after] = await tx
          .update(stations)
          .set({
            name: values.name,
            nameEn: values.name_en,
            kind: values.kind,
            squareId: values.square_id ?? null,
            location: values.location || null,

            version: sql`${stations.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(stations.id, before.id), eq(stations.version, before.version)))
          .returning();
        if (!after) throw new ApiError(409, 'lifecycle.stale');
        await audit(tx, req, { entity: 'stations', entityId: after.id, event: 'update', oldValue: { ...before }, newValue: { ...after } });
        return after;
      });
      return { message: req.t('stations.updated'), data: await answer(db, row, req.lang) };
    },

    deleteStation: async (req) => {
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, caller, true);
        await tx.delete(stations).where(eq(stations.id, before.id));
        await audit(tx, req, { entity: 'stations', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('stations.deleted') };
    },
  });
}
