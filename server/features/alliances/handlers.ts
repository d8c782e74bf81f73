/**
 * Alliances (spec 000 §3, §6, §7): companies grouped under a leader, who is one of
 * the members. A company belongs to at most one alliance (a unique index; a race
 * that loses on it gets the same 409 as the check). Any signed-in account sees the
 * alliances its company belongs to or leads (the page has no permission in the
 * spec); managing them needs `alliance-manage`. Each change runs in one transaction
 * on the locked alliance and writes an audit row with the old and new values.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { likeOf } from '../../http/paging';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { parseBody } from '../../http/validate';
import { registerMessages } from '../../i18n';
import { requireSession, type SessionInfo } from '../../auth/access';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { accountTypes, allianceMembers, alliances, users } from '../../db/schema';
import { accountTypes as typeCatalogue } from '../../../shared/accountTypes';
import { allianceCompanyTypes, allianceNameRule, CreateAllianceSchema } from '../../../shared/rules/alliance';
import type { Lang } from '../../../shared/label';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../audit';
import { allianceMessages } from './messages';

registerMessages(allianceMessages);

type AllianceDto = components['schemas']['Alliance'];
type CompanyDto = components['schemas']['AllianceCompany'];
type AllianceRow = typeof alliances.$inferSelect;
type UserRow = typeof users.$inferSelect;

const MANAGE = 'alliance-manage';
const companyTypeIds = typeCatalogue.filter((t) => (allianceCompanyTypes as string[]).includes(t.code)).map((t) => t.id);

const displayName = (u: { name: string; companyName: string | null }) => u.companyName || u.name;

/** The outer alliance's id, qualified: Drizzle leaves columns unqualified in one-table queries, which a subquery would capture. */
const allianceIdRef = sql.raw('"alliances"."id"');

const mayManage = (s: SessionInfo) => s.permissions.includes(MANAGE);
/** The company an account acts for: a sub-employee acts for its main account. */
const companyOf = (s: SessionInfo) => s.user.parentId ?? s.user.id;

/** Alliances an account without `alliance-manage` may see: those its company belongs to or leads. */
function visibleTo(s: SessionInfo): SQL | undefined {
  if (mayManage(s)) return undefined;
  const company = companyOf(s);
  return or(eq(alliances.leaderId, company), sql`exists (select 1 from ${allianceMembers} m where m.alliance_id = ${allianceIdRef} and m.member_id = ${company})`);
}

/** Alliances with their leaders and members, in the order of `rows`, in three queries whatever the count. */
async function serializeAlliances(db: DbOrTx, rows: AllianceRow[], lang: Lang): Promise<AllianceDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const leaderIds = [...new Set(rows.map((r) => r.leaderId))];
  const [members, leaders] = await Promise.all([
    db
      .select({ allianceId: allianceMembers.allianceId, user: users, typeCode: accountTypes.code, typeAr: accountTypes.nameAr, typeEn: accountTypes.nameEn })
      .from(allianceMembers)
      .innerJoin(users, eq(users.id, allianceMembers.memberId))
      .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
      .where(inArray(allianceMembers.allianceId, ids)),
    db
      .select({ user: users, typeCode: accountTypes.code, typeAr: accountTypes.nameAr, typeEn: accountTypes.nameEn })
      .from(users)
      .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
      .where(inArray(users.id, leaderIds)),
  ]);
  const company = (r: { user: UserRow; typeCode: string; typeAr: string; typeEn: string }): CompanyDto => ({
    id: r.user.id,
    name: r.user.name,
    company_name: r.user.companyName,
    type_id: r.user.typeId,
    type: { id: r.user.typeId, code: r.typeCode, name: lang === 'en' ? r.typeEn : r.typeAr },
  });
  const leaderById = new Map(leaders.map((l) => [l.user.id, company(l)]));
  const collator = new Intl.Collator(lang);
  return rows.map((a) => {
    const list = members
      .filter((m) => m.allianceId === a.id)
      .map(company)
      .sort((x, y) => (x.id === a.leaderId ? -1 : y.id === a.leaderId ? 1 : collator.compare(x.company_name || x.name, y.company_name || y.name)));
    return {
      id: a.id,
      name: a.name,
      leader_id: a.leaderId,
      get_leader: leaderById.get(a.leaderId)!,
      get_members: list,
      members_count: list.length,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    };
  });
}

async function allianceDto(db: DbOrTx, id: number, lang: Lang): Promise<AllianceDto> {
  const [row] = await db.select().from(alliances).where(eq(alliances.id, id));
  if (!row) throw ApiError.notFound('alliances.notFound');
  return (await serializeAlliances(db, [row], lang))[0]!;
}

const membersCount = sql<number>`(select count(*)::int from ${allianceMembers} m where m.alliance_id = ${allianceIdRef})`;
const joinNames = (list: string[], lang: Lang) => list.join(lang === 'en' ? ', ' : '، ');

/** The alliances list (/alliances): filters, sort keys, page loader and export columns, declared once. */
const alliancesList: ListSpec<components['schemas']['AllianceFilters'], AllianceDto> = {
  name: 'alliances',
  table: alliances,
  id: alliances.id,
  filters: {
    search: op.where((term: string) => {
      const search = term.trim();
      if (!search) return undefined;
      const like = likeOf(search);
      return or(
        ilike(alliances.name, like),
        sql`exists (select 1 from ${allianceMembers} m join ${users} u on u.id = m.member_id where m.alliance_id = ${allianceIdRef} and (u.name ilike ${like} or u.company_name ilike ${like}))`,
      );
    }),
  },
  sorts: { id: alliances.id, name: alliances.name, members: membersCount },
  defaultSort: { key: 'id', direction: 'desc' },
  load: async (db, ids, lang) => serializeAlliances(db, await db.select().from(alliances).where(inArray(alliances.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (a) => a.id },
    { label: { ar: 'اسم التحالف', en: 'Alliance' }, value: (a) => a.name },
    { label: { ar: 'القائد', en: 'Leader' }, value: (a) => a.get_leader.company_name || a.get_leader.name },
    {
      label: { ar: 'الأعضاء', en: 'Members' },
      value: (a, lang) =>
        joinNames(
          a.get_members.map((m) => m.company_name || m.name),
          lang,
        ),
    },
    { label: { ar: 'عدد الأعضاء', en: 'Members count' }, value: (a) => a.members_count },
    { label: { ar: 'تاريخ الإنشاء', en: 'Created at' }, value: (a) => a.created_at },
  ],
};

async function lockAlliance(tx: Tx, id: number): Promise<AllianceRow> {
  const [row] = await tx.select().from(alliances).where(eq(alliances.id, id)).for('update');
  if (!row) throw ApiError.notFound('alliances.notFound');
  return row;
}

async function membersOf(tx: DbOrTx, allianceId: number) {
  return tx
    .select({ id: users.id, name: users.name, companyName: users.companyName })
    .from(allianceMembers)
    .innerJoin(users, eq(users.id, allianceMembers.memberId))
    .where(eq(allianceMembers.allianceId, allianceId))
    .orderBy(asc(users.id));
}

/** What an audit row keeps of an alliance: names as well as ids, so the history reads on its own. */
async function auditShape(tx: DbOrTx, row: AllianceRow) {
  const members = await membersOf(tx, row.id);
  const leader = members.find((m) => m.id === row.leaderId);
  return { name: row.name, leader_id: row.leaderId, leader: leader ? displayName(leader) : null, members: members.map((m) => ({ id: m.id, name: displayName(m) })) };
}

/** Active main accounts of the company types, among `ids`. */
async function eligibleCompanies(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: users.id, name: users.name, companyName: users.companyName })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), isNull(users.parentId), eq(users.status, 'active'), inArray(users.typeId, companyTypeIds)));
}

/** 409 naming the first of `ids` that already belongs to another alliance than `except`. */
async function refuseIfInOtherAlliance(tx: DbOrTx, req: FastifyRequest, ids: number[], field: string, except?: number): Promise<void> {
  if (!ids.length) return;
  const [taken] = await tx
    .select({ memberId: allianceMembers.memberId, allianceName: alliances.name, name: users.name, companyName: users.companyName })
    .from(allianceMembers)
    .innerJoin(alliances, eq(alliances.id, allianceMembers.allianceId))
    .innerJoin(users, eq(users.id, allianceMembers.memberId))
    .where(and(inArray(allianceMembers.memberId, ids), except ? sql`${allianceMembers.allianceId} <> ${except}` : undefined))
    .orderBy(asc(allianceMembers.memberId))
    .limit(1);
  if (!taken) return;
  const params = { company: displayName(taken), alliance: taken.allianceName };
  throw new ApiError(409, 'alliances.inOtherAlliance', { params, errors: { [field]: [req.t('alliances.inOtherAlliance', params)] } });
}

async function refuseTakenName(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: alliances.id })
    .from(alliances)
    .where(and(sql`lower(${alliances.name}) = lower(${name})`, exceptId ? sql`${alliances.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (clash) throw ApiError.field('name', 'validation.unique.name');
}

const RenameSchema = v.object({ id: v.number(), name: allianceNameRule });

export function alliancesHandlers(ctx: AppContext) {
  const db: Db = ctx.db;

  /**
   * A concurrent change that loses on a unique index gets the answer the checks give:
   * the name is taken, or a company joined another alliance meanwhile.
   */
  const explainRace = async (req: FastifyRequest, error: unknown, memberIds: number[], field: string, allianceId?: number): Promise<never> => {
    if (!isUniqueViolation(error)) throw error;
    if (memberIds.length) {
      await refuseIfInOtherAlliance(db, req, memberIds, field, allianceId);
      if (allianceId) {
        const [company] = await db.select({ name: users.name, companyName: users.companyName }).from(users).where(eq(users.id, memberIds[0]!));
        if (company) throw new ApiError(409, 'alliances.alreadyMember', { code: '104', params: { company: displayName(company) } });
      }
    }
    throw ApiError.field('name', 'validation.unique.name');
  };

  return defineHandlers({
    listAlliances: async (req) => ({
      message: req.t('common.list'),
      data: await listPage(db, alliancesList, req.body, req.query, req.lang, [visibleTo(requireSession(req))]),
      filters: req.body ?? {},
    }),

    exportAlliances: (req, reply) =>
      sendExport(reply, { db, spec: alliancesList, body: req.body, scope: [visibleTo(requireSession(req))], lang: req.lang, format: req.query.format, title: { ar: 'التحالفات', en: 'Alliances' } }),

    getAlliance: async (req) => {
      const session = requireSession(req);
      const [row] = await db
        .select()
        .from(alliances)
        .where(and(eq(alliances.id, req.params.id), visibleTo(session)));
      // Someone else's alliance is answered as missing: its existence is not the caller's business.
      if (!row) throw ApiError.notFound('alliances.notFound');
      return { message: req.t('common.list'), data: (await serializeAlliances(db, [row], req.lang))[0]! };
    },

    listAllianceCompanies: async (req) => {
      const q = req.query;
      const where: Array<SQL | undefined> = [isNull(users.deletedAt), isNull(users.parentId), eq(users.status, 'active'), inArray(users.typeId, companyTypeIds)];
      const search = q.search?.trim();
      if (search) {
        const like = likeOf(search);
        where.push(or(ilike(users.name, like), ilike(users.companyName, like), ilike(users.email, like), ilike(users.username, like)));
      }
      if (q.available === 1) where.push(isNull(allianceMembers.memberId));
      const rows = await db
        .select({ user: users, typeCode: accountTypes.code, typeAr: accountTypes.nameAr, typeEn: accountTypes.nameEn, allianceId: alliances.id, allianceName: alliances.name })
        .from(users)
        .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
        .leftJoin(allianceMembers, eq(allianceMembers.memberId, users.id))
        .leftJoin(alliances, eq(alliances.id, allianceMembers.allianceId))
        .where(and(...where))
        .orderBy(sql`coalesce(${users.companyName}, ${users.name})`, asc(users.id))
        .limit(q.limit ?? 20);
      const data = rows.map((r) => ({
        id: r.user.id,
        name: r.user.name,
        company_name: r.user.companyName,
        email: r.user.email,
        type_id: r.user.typeId,
        type: { id: r.user.typeId, code: r.typeCode, name: req.lang === 'en' ? r.typeEn : r.typeAr },
        alliance: r.allianceId ? { id: r.allianceId, name: r.allianceName! } : null,
      }));
      return { message: req.t('common.list'), data };
    },

    createAlliance: async (req, reply) => {
      const body = req.body ?? {};
      // The leader is a member by definition; a caller that lists only the others is not wrong.
      const members = [...new Set([...(body.members ?? []), ...(body.leader_id ? [body.leader_id] : [])])];
      const values = parseBody(CreateAllianceSchema, { ...body, members }, { abortPipeEarly: true });
      const id = await db
        .transaction(async (tx) => {
          await refuseTakenName(tx, values.name);
          const eligible = new Set((await eligibleCompanies(tx, values.members)).map((c) => c.id));
          if (!eligible.has(values.leader_id)) throw ApiError.field('leader_id', 'alliances.notCompany');
          if (values.members.some((m) => !eligible.has(m))) throw ApiError.field('members', 'alliances.notCompany');
          await refuseIfInOtherAlliance(tx, req, values.members, 'members');
          const [row] = await tx.insert(alliances).values({ name: values.name, leaderId: values.leader_id }).returning();
          await tx.insert(allianceMembers).values(values.members.map((memberId) => ({ allianceId: row!.id, memberId })));
          await audit(tx, req, { entity: 'alliances', entityId: row!.id, event: 'CREATE', oldValue: null, newValue: await auditShape(tx, row!) });
          return row!.id;
        })
        .catch((e: unknown) => explainRace(req, e, values.members, 'members'));
      reply.code(201);
      return { message: req.t('alliances.created'), data: await allianceDto(db, id, req.lang) };
    },

    renameAlliance: async (req) => {
      const values = parseBody(RenameSchema, req.body, { abortPipeEarly: true });
      await db
        .transaction(async (tx) => {
          const row = await lockAlliance(tx, values.id);
          if (row.name === values.name) return;
          await refuseTakenName(tx, values.name, row.id);
          await tx.update(alliances).set({ name: values.name, updatedAt: new Date() }).where(eq(alliances.id, row.id));
          await audit(tx, req, { entity: 'alliances', entityId: row.id, event: 'RENAME', oldValue: { name: row.name }, newValue: { name: values.name } });
        })
        .catch((e: unknown) => explainRace(req, e, [], 'name'));
      return { message: req.t('alliances.renamed'), data: await allianceDto(db, values.id, req.lang) };
    },

    changeAllianceLeader: async (req) => {
      const { id, leader_id: leaderId } = req.body;
      await db.transaction(async (tx) => {
        const row = await lockAlliance(tx, id);
        const members = await membersOf(tx, id);
        const next = members.find((m) => m.id === leaderId);
        if (!next) throw ApiError.field('leader_id', 'validation.alliance.leader');
        if (row.leaderId === leaderId) throw new ApiError(409, 'alliances.alreadyLeader', { code: '104', params: { company: displayName(next) } });
        if (!(await eligibleCompanies(tx, [leaderId])).length) throw ApiError.field('leader_id', 'alliances.notCompany');
        const previous = members.find((m) => m.id === row.leaderId);
        await tx.update(alliances).set({ leaderId, updatedAt: new Date() }).where(eq(alliances.id, id));
        await audit(tx, req, {
          entity: 'alliances',
          entityId: id,
          event: 'CHANGE_LEADER',
          oldValue: { leader_id: row.leaderId, leader: previous ? displayName(previous) : null },
          newValue: { leader_id: leaderId, leader: displayName(next) },
        });
      });
      return { message: req.t('alliances.leaderChanged'), data: await allianceDto(db, id, req.lang) };
    },

    addAllianceMember: async (req) => {
      const { alliance_id: allianceId, member_id: memberId } = req.body;
      await db
        .transaction(async (tx) => {
          await lockAlliance(tx, allianceId);
          const [company] = await eligibleCompanies(tx, [memberId]);
          if (!company) throw ApiError.field('member_id', 'alliances.notCompany');
          const before = await membersOf(tx, allianceId);
          if (before.some((m) => m.id === memberId)) throw new ApiError(409, 'alliances.alreadyMember', { code: '104', params: { company: displayName(company) } });
          await refuseIfInOtherAlliance(tx, req, [memberId], 'member_id', allianceId);
          await tx.insert(allianceMembers).values({ allianceId, memberId });
          await tx.update(alliances).set({ updatedAt: new Date() }).where(eq(alliances.id, allianceId));
          await audit(tx, req, {
            entity: 'alliances',
            entityId: allianceId,
            event: 'ADD_MEMBER',
            oldValue: { members: before.map((m) => ({ id: m.id, name: displayName(m) })) },
            newValue: { added: { id: company.id, name: displayName(company) }, members: [...before, company].map((m) => ({ id: m.id, name: displayName(m) })) },
          });
        })
        .catch((e: unknown) => explainRace(req, e, [memberId], 'member_id', allianceId));
      return { message: req.t('alliances.memberAdded'), data: await allianceDto(db, allianceId, req.lang) };
    },

    removeAllianceMember: async (req) => {
      const { alliance_id: allianceId, member_id: memberId } = req.body;
      await db.transaction(async (tx) => {
        const row = await lockAlliance(tx, allianceId);
        const before = await membersOf(tx, allianceId);
        const leaving = before.find((m) => m.id === memberId);
        if (!leaving) throw ApiError.field('member_id', 'alliances.notMember');
        if (row.leaderId === memberId) throw new ApiError(409, 'alliances.cannotRemoveLeader');
        if (before.length <= 2) throw new ApiError(409, 'alliances.lastMember');
        await tx.delete(allianceMembers).where(and(eq(allianceMembers.allianceId, allianceId), eq(allianceMembers.memberId, memberId)));
        await tx.update(alliances).set({ updatedAt: new Date() }).where(eq(alliances.id, allianceId));
        const after = before.filter((m) => m.id !== memberId);
        await audit(tx, req, {
          entity: 'alliances',
          entityId: allianceId,
          event: 'REMOVE_MEMBER',
          oldValue: { members: before.map((m) => ({ id: m.id, name: displayName(m) })) },
          newValue: { removed: { id: leaving.id, name: displayName(leaving) }, members: after.map((m) => ({ id: m.id, name: displayName(m) })) },
        });
      });
      return { message: req.t('alliances.memberRemoved'), data: await allianceDto(db, allianceId, req.lang) };
    },

    deleteAlliance: async (req) => {
      const id = req.params.id;
      await db.transaction(async (tx) => {
        const row = await lockAlliance(tx, id);
        const before = await auditShape(tx, row);
        await tx.delete(alliances).where(eq(alliances.id, id));
        await audit(tx, req, { entity: 'alliances', entityId: id, event: 'DELETE', oldValue: before, newValue: null });
      });
      return { message: req.t('alliances.deleted') };
    },
  });
}
