/**
 * Clearance (المخالصة, issue 14): the companies' clearances (POST general/clearance?page), the caller's vote
 * (POST general/clearance/store, spec 001 §7), starting a clearance (initiate, ours) and one voter's decision
 * with its history (GET general/clearance/{company_id}/{voter_id}), each behind the permission the contract names
 * (openapi/areas/clearance.yaml). Design: docs/clearance.md.
 *
 * Votes follow the clearance lifecycle (./lifecycle.ts): created pending, changed only through it. The company's
 * clearance_status is derived from its votes: accept when every vote is accept, reject when any is reject, else
 * pending (in progress).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { registerMessages, translate } from '../../i18n';
import { callerOf } from '../../http/request';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { clearances, clearanceVotes } from './table';
import { clearanceAreaMessages } from './messages';
import { clearanceMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { clearanceLifecycle, seesAll, seesVote } from './lifecycle';
import type { Caller } from '../../lifecycle/caller';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { users, workflowHistory } from '../../db/schema';
import { auditAs } from '../audit';
import { accountTypes, isStaffType } from '../../../shared/accountTypes';

registerMessages(clearanceAreaMessages);

type Clearance = typeof clearances.$inferSelect;
type Vote = typeof clearanceVotes.$inferSelect;
type ClearanceDto = components['schemas']['Clearance'];
type VoteDto = components['schemas']['ClearanceVote'];
type Filters = components['schemas']['ClearanceFilters'];
type Lang = 'ar' | 'en';
type Status = ClearanceDto['clearance_status'];

/** A vote's status as the machine labels it, in the caller's language. */
const voteText = (status: string, lang: Lang) => (clearanceMachine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

/** The company's clearance_status, derived from its votes (docs/clearance.md). */
export function clearanceStatusOf(votes: ReadonlyArray<{ status: string }>): Status {
  if (votes.some((v) => v.status === 'reject')) return 'reject';
  if (votes.length > 0 && votes.every((v) => v.status === 'accept')) return 'accept';
  return 'pending';
}

const typeCode = (typeId: number | null) => accountTypes.find((t) => t.id === typeId)?.code ?? null;

interface Named {
  name: string | null;
  type: string | null;
}

async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, Named>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, companyName: users.companyName, typeId: users.typeId }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.companyName || r.name, type: typeCode(r.typeId) }]));
}

function voteDto(v: Vote, names: Map<number, Named>, lang: Lang): VoteDto {
  return {
    id: v.id,
    company_id: v.companyId,
    voter_id: v.voterId,
    voter_name: names.get(v.voterId)?.name ?? null,
    voter_type: names.get(v.voterId)?.type ?? null,
    status: v.status as VoteDto['status'],
    status_text: voteText(v.status, lang),
    reason: v.reason,
    voted_at: v.votedAt?.toISOString() ?? null,
    version: v.version,
  };
}

/** The clearances as the contract gives them, with every vote and the caller's own. */
async function dtos(db: DbOrTx, rows: Clearance[], lang: Lang, caller: Caller | null): Promise<ClearanceDto[]> {
  if (!rows.length) return [];
  const votes = await db
    .select()
    .from(clearanceVotes)
    .where(
      inArray(
        clearanceVotes.clearanceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(clearanceVotes.id));
  const names = await namesOf(db, [...rows.flatMap((r) => [r.companyId, ...(r.initiatorId ? [r.initiatorId] : [])]), ...votes.map((v) => v.voterId)]);
  return rows.map((r) => {
    const mine = votes.filter((v) => v.clearanceId === r.id);
    const status = clearanceStatusOf(mine);
    const own = caller?.userId != null ? mine.find((v) => v.voterId === caller.userId) : undefined;
    const changed = Math.max(r.updatedAt.getTime(), ...mine.map((v) => v.updatedAt.getTime()));
    return {
      id: r.id,
      company_id: r.companyId,
      company_name: names.get(r.companyId)?.name ?? null,
      initiator_id: r.initiatorId,
      initiator_name: r.initiatorId ? (names.get(r.initiatorId)?.name ?? null) : null,
      clearance_status: status,
      clearance_status_text: translate(lang, `clearance.status.${status}`),
      votes_total: mine.length,
      votes_accepted: mine.filter((v) => v.status === 'accept').length,
      votes_rejected: mine.filter((v) => v.status === 'reject').length,
      votes: mine.map((v) => voteDto(v, names, lang)),
      my_vote: own ? voteDto(own, names, lang) : null,
      created_at: r.createdAt.toISOString(),
      updated_at: new Date(changed).toISOString(),
    };
  });
}

// correlated conditions over the clearance's votes
const hasVote = (where: SQL) => sql`exists (select 1 from ${clearanceVotes} where ${clearanceVotes.clearanceId} = ${clearances.id} and ${where})`;
const votedBy = (userId: number) => hasVote(sql`${clearanceVotes.voterId} = ${userId}`);
const statusIs: Record<Status, SQL> = {
  reject: hasVote(sql`${clearanceVotes.status} = 'reject'`),
  accept: sql`${hasVote(sql`true`)} and not ${hasVote(sql`${clearanceVotes.status} <> 'accept'`)}`,
  pending: sql`not ${hasVote(sql`${clearanceVotes.status} = 'reject'`)} and ${hasVote(sql`${clearanceVotes.status} = 'pending'`)}`,
};
const companyName = sql`(select coalesce(nullif(${users.companyName}, ''), ${users.name}) from ${users} where ${users.id} = ${clearances.companyId})`;
const initiatorName = sql`(select coalesce(nullif(${users.companyName}, ''), ${users.name}) from ${users} where ${users.id} = ${clearances.initiatorId})`;

/** The clearance list, for one caller (the rows carry the caller's own vote). */
const clearanceList = (caller: Caller): ListSpec<Filters, ClearanceDto> => ({
  name: 'clearance',
  table: clearances,
  id: clearances.id,
  filters: {
    search: op.where((v: string) => {
      const term = v.trim();
      if (!term) return undefined;
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(sql`${companyName} ilike ${like}`, sql`${initiatorName} ilike ${like}`);
    }),
    status: op.where((v: Status) => statusIs[v]),
    mine: op.where((v: 0 | 1) => (v ? (caller.userId !== null ? votedBy(caller.userId) : sql`false`) : undefined)),
  },
  sorts: { created_at: clearances.createdAt },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => dtos(db, await db.select().from(clearances).where(inArray(clearances.id, ids)), lang, caller),
  columns: [],
});

/** What the caller may see: every clearance for the desk; else the ones it votes on and its own company's. */
function scope(caller: Caller): SQL[] {
  if (seesAll(caller)) return [];
  const own: SQL[] = [];
  if (caller.userId !== null) own.push(votedBy(caller.userId));
  if (caller.companyId != null) own.push(eq(clearances.companyId, caller.companyId));
  return [own.length ? or(...own)! : sql`false`];
}

async function clearanceDto(db: DbOrTx, clearanceId: number, caller: Caller): Promise<ClearanceDto> {
  const rows = await db.select().from(clearances).where(eq(clearances.id, clearanceId));
  return (await dtos(db, rows, caller.lang, caller))[0]!;
}

/** An active, undeleted account: what a company to clear and a voter must be. */
async function activeAccounts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, typeId: users.typeId, parentId: users.parentId, status: users.status })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

/**
 * Start a company's clearance (or add voters to the one it has) in the caller's transaction: the clearance row,
 * one pending vote per new voter through the lifecycle (history and audit rows), an audit row for what changed.
 * Used by initiate and by a completed re-delivery order (server/features/reassignOrders), which starts the
 * company's clearance itself. The voters are checked by the caller of this function.
 */
export async function startClearance(tx: Tx, caller: Caller, companyId: number, voterIds: readonly number[]): Promise<number> {
  const runtime = clearanceLifecycle.on(tx as unknown as Db);
  const now = new Date();
  const inserted = await tx.insert(clearances).values({ companyId, initiatorId: caller.userId, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
  if (inserted[0]) await auditAs(tx, caller, { entity: 'clearance', entityId: inserted[0].id, event: 'INITIATE', oldValue: null, newValue: { company_id: companyId, initiator_id: caller.userId } });
  // one initiation at a time per company: the clearance row is locked while its voters are added
  const [clearance] = await tx.select().from(clearances).where(eq(clearances.companyId, companyId)).for('update');
  const known = new Set((await tx.select({ voterId: clearanceVotes.voterId }).from(clearanceVotes).where(eq(clearanceVotes.clearanceId, clearance!.id))).map((v) => v.voterId));
  const added = voterIds.filter((id) => !known.has(id));
  for (const voterId of added) {
    const values = { clearanceId: clearance!.id, companyId, voterId, createdAt: now, updatedAt: now };
    // the machine's initial status, its first history row and the audit row come from the runtime
    await runtime.create(caller, values as typeof values & Pick<typeof clearanceVotes.$inferInsert, 'status'>, tx, { audit: (r) => ({ ...r }) });
  }
  if (added.length && !inserted[0]) {
    await tx.update(clearances).set({ updatedAt: now }).where(eq(clearances.id, clearance!.id));
    await auditAs(tx, caller, { entity: 'clearance', entityId: clearance!.id, event: 'ADD_VOTERS', oldValue: { voter_ids: [...known] }, newValue: { voter_ids: [...known, ...added] } });
  }
  return clearance!.id;
}

export function clearanceHandlers(ctx: AppContext) {
  const { db } = ctx;
  const runtime = clearanceLifecycle.on(db);

  return defineHandlers({
    listClearances: async (req) => {
      const caller = callerOf(req);
      return {
        message: req.t('clearance.list'),
        data: await listPage(db, clearanceList(caller), req.body, req.query, req.lang, scope(caller)),
        filters: req.body ?? {},
      };
    },

    voteClearance: async (req) => {
      const caller = callerOf(req);
      const { company_id, vote, reason, version } = req.body;
      const [company] = await db.select({ id: users.id }).from(users).where(eq(users.id, company_id));
      if (!company) throw ApiError.field('company_id', 'clearance.unknownCompany');
      if (caller.userId === null) throw ApiError.notFound('clearance.missing');
      const [row] = await db
        .select({ id: clearanceVotes.id })
        .from(clearanceVotes)
        .where(and(eq(clearanceVotes.companyId, company_id), eq(clearanceVotes.voterId, caller.userId)));
      if (!row) throw ApiError.notFound('clearance.missing');
      const event = { type: 'VOTE', company_id, vote, ...(reason !== undefined ? { reason } : {}) };
      const applied = await runtime.apply(caller, row.id, event, { expectedVersion: version });
      return { message: req.t('clearance.voted'), data: await clearanceDto(db, applied.record.clearanceId, caller) };
    },

    initiateClearance: async (req, reply) => {
      const caller = callerOf(req);
      const { company_id } = req.body;
      const voterIds = [...new Set(req.body.voter_ids)];
      const [company] = await activeAccounts(db, [company_id]);
      if (!company) throw ApiError.field('company_id', 'clearance.unknownCompany');
      if (company.status !== 'active' || company.parentId !== null || isStaffType(typeCode(company.typeId) ?? 'admin')) throw ApiError.field('company_id', 'clearance.notCompany');
      if (!voterIds.length) throw ApiError.field('voter_ids', 'clearance.votersRequired');
      if (voterIds.includes(company_id)) throw ApiError.field('voter_ids', 'clearance.selfVoter');
      const voters = await activeAccounts(db, voterIds);
      if (voters.length !== voterIds.length || voters.some((v) => v.status !== 'active')) throw ApiError.field('voter_ids', 'clearance.badVoter');

      const clearanceId = await db.transaction((tx) => startClearance(tx, caller, company_id, voterIds));
      reply.code(201);
      return { message: req.t('clearance.initiated'), data: await clearanceDto(db, clearanceId, caller) };
    },

    getClearanceVote: async (req) => {
      const caller = callerOf(req);
      const { company_id, voter_id } = req.params;
      const [row] = await db
        .select()
        .from(clearanceVotes)
        .where(and(eq(clearanceVotes.companyId, company_id), eq(clearanceVotes.voterId, voter_id)));
      if (!row || !seesVote(caller, row)) throw ApiError.notFound('clearance.voteMissing');
      const history = await db
        .select()
        .from(workflowHistory)
        .where(and(eq(workflowHistory.workflow, 'clearance'), eq(workflowHistory.recordId, row.id)))
        .orderBy(asc(workflowHistory.id));
      const names = await namesOf(db, [row.voterId, ...history.flatMap((h) => (h.actorId ? [h.actorId] : []))]);
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        message: req.t('common.ok'),
        data: {
          vote: voteDto(row, names, caller.lang),
          clearance: await clearanceDto(db, row.clearanceId, caller),
          history: history.map((h) => {
            const payload = (h.payload ?? {}) as Record<string, unknown>;
            return {
              event: h.event,
              from: h.fromStatus,
              to: h.toStatus,
              vote: text(payload.vote),
              reason: text(payload.reason),
              actor_id: h.actorId,
              actor_name: h.actorId ? (names.get(h.actorId)?.name ?? null) : null,
              at: h.at.toISOString(),
            };
          }),
        },
      };
    },
  });
}
