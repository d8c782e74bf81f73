/**
 * Changes to user accounts that are not lifecycle steps: creating, editing, roles,
 * the government/entity switches, employees and deleting. Each runs in one
 * transaction on the locked account, bumps its version (so a stale screen's
 * lifecycle step or edit is refused) and writes an audit row with the old and new
 * values of what changed — never a password or its hash. Status changes go only
 * through the userAccount machine (lifecycle.ts), including the activation of an
 * account an administrator creates.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { accountTypes, allianceMembers, alliances, userRoles, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashPassword } from '../../auth/passwords';
import { requireSession } from '../../auth/access';
import { revokeAllSessions } from '../../auth/session';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { userAccountLifecycle } from './lifecycle';
import type { Caller } from '../../lifecycle/caller';
import { checkRolesFor } from '../../users/roleFit';
import { emailTaken, usernameTaken } from '../../users/uniqueness';
import { userAccountMachine } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';
import { acceptedEvents } from '../../../machines/core/runtime';

type UserRow = typeof users.$inferSelect;
type Values = Record<string, unknown>;

/**
 * Statuses whose accounts have been activated, and so hold roles: those where the
 * userAccount machine takes the platform switch (DISABLE/ENABLE).
 */
export const ACTIVATED: string[] = describeLifecycle(userAccountMachine)
  .states.filter((s) => acceptedEvents(userAccountMachine, s.key).some((e) => e === 'DISABLE' || e === 'ENABLE'))
  .map((s) => s.key);

export async function writeAudit(tx: Tx, req: FastifyRequest, userId: number, event: string, oldValue: Values, newValue: Values): Promise<void> {
  await audit(tx, req, { entity: 'users', entityId: userId, event, oldValue, newValue });
}

/** A new account's audit values: what it was created with (never the password). */
const createdValues = (row: UserRow): Values => ({
  name: row.name,
  username: row.username,
  email: row.email,
  phone: row.phone,
  company_name: row.companyName,
  type_id: row.typeId,
  parent_id: row.parentId,
  status: row.status,
});

/** Lock a live account for a change, checking the version the caller acted on. */
async function lockUser(tx: Tx, id: number, expectedVersion?: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw ApiError.notFound('users.notFound');
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw new ApiError(409, 'lifecycle.stale');
  return row;
}

async function bump(tx: Tx, id: number, set: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Does another live account than `exceptId` use this value of the column (case-insensitive)? The unique index has the last word. */
/** The e-mail and username are unique among live accounts (422 on the field). */
async function checkUnique(tx: Tx, values: { email?: string | undefined; username?: string | undefined }, exceptId?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (values.email && (await emailTaken(tx, values.email, exceptId))) errors.email = ['validation.unique.email'];
  if (values.username && (await usernameTaken(tx, values.username, exceptId))) errors.username = ['validation.unique.username'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** A unique index that another request won meanwhile is the same 422 as the check above. */
function uniqueViolation(e: unknown): ApiError | null {
  for (let err: unknown = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    const { code, constraint, message } = err as { code?: string; constraint?: string; message?: string };
    if (code === '23505') {
      const which = constraint ?? message ?? '';
      if (which.includes('username')) return ApiError.field('username', 'validation.unique.username');
      return ApiError.field('email', 'validation.unique.email');
    }
  }
  return null;
}

async function withUniqueness<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
}

async function checkType(tx: Tx, typeId: number | undefined): Promise<number> {
  if (typeId === undefined) throw ApiError.field('type_id', 'validation.required');
  const [t] = await tx.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.id, typeId));
  if (!t) throw ApiError.field('type_id', 'users.typeInvalid');
  return t.id;
}

export async function roleIdsOf(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function replaceRoles(tx: Tx, userId: number, ids: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length) await tx.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const blankToNull = (s: string | undefined) => (s === undefined ? undefined : s.trim() === '' ? null : s.trim());

export interface AccountInput {
  name: string;
  username?: string | undefined;
  email: string;
  phone: string;
  company_name?: string | undefined;
  password: string;
  type_id?: number | undefined;
  parent_id?: number | undefined;
  roles: number[];
}

/**
 * An administrator's new account: created in the userAccount machine's initial status,
 * then activated with its roles through the machine in the same transaction (its guard
 * needs a role).
 */
export async function createAccount(ctx: AppContext, caller: Caller, input: AccountInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const accounts = userAccountLifecycle.on(ctx.db);
  return withUniqueness(() =>
    ctx.db.transaction(async (tx) => {
      let typeId: number;
      let company = blankToNull(input.company_name) ?? null;
      if (input.parent_id !== undefined) {
        const [parent] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, input.parent_id), isNull(users.deletedAt)));
        if (!parent) throw ApiError.field('parent_id', 'users.parentInvalid');
        if (parent.parentId) throw ApiError.field('parent_id', 'users.parentIsEmployee');
        // an employee works for its main user's company, as that kind of account
        typeId = parent.typeId;
        company ??= parent.companyName;
      } else {
        typeId = await checkType(tx, input.type_id);
      }
      const username = blankToNull(input.username) ?? null;
      await checkUnique(tx, { email: input.email, username: username ?? undefined });
      const roleIds = await checkRolesFor(tx, input.roles, typeId);
      const values = { name: input.name, username, email: input.email, phone: input.phone, companyName: company, typeId, parentId: input.parent_id ?? null };
      const row = await accounts.create(caller, { ...values, passwordHash }, tx, { event: 'CREATE', module: 'users', method: 'change', audit: createdValues });
      // a savepoint of this transaction: the activation and its rows commit with the account or not at all
      await accounts.apply(caller, row.id, { type: 'ACTIVATE', roles: roleIds }, { tx });
      return row.id;
    }),
  );
}

export interface EmployeeInput {
  name: string;
  username?: string | undefined;
  email: string;
  phone: string;
  password: string;
}

/**
 * A main user's new sub-employee: of the main user's type and company, and in the
 * machine's initial status until an administrator activates it with roles (the main
 * user cannot grant permissions).
 */
export async function createEmployeeAccount(ctx: AppContext, caller: Caller, input: EmployeeInput): Promise<number> {
  if (caller.accountType === 'admin') throw ApiError.forbidden('users.employee.adminUsesCreate');
  const [owner] =
    caller.userId === null
      ? []
      : await ctx.db
          .select()
          .from(users)
          .where(and(eq(users.id, caller.userId), isNull(users.deletedAt)));
  if (!owner) throw new ApiError(401, 'auth.unauthenticated');
  if (owner.parentId) throw ApiError.forbidden('users.employee.subEmployee');
  const passwordHash = await hashPassword(input.password);
  return withUniqueness(() =>
    ctx.db.transaction(async (tx) => {
      const username = blankToNull(input.username) ?? null;
      await checkUnique(tx, { email: input.email, username: username ?? undefined });
      const values = { name: input.name, username, email: input.email, phone: input.phone, companyName: owner.companyName, typeId: owner.typeId, parentId: owner.id, passwordHash };
      const row = await userAccountLifecycle.on(ctx.db).create(caller, values, tx, { event: 'CREATE_EMPLOYEE', module: 'users', method: 'change', audit: createdValues });
      return row.id;
    }),
  );
}

export interface UpdateInput {
  name?: string | undefined;
  username?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  company_name?: string | undefined;
  password?: string | undefined;
  type_id?: number | undefined;
  roles?: number[] | undefined;
  version?: number | undefined;
}

/** Edit an account's details (and roles, once activated). Answers whether anything changed. */
export async function updateAccount(ctx: AppContext, req: FastifyRequest, id: number, input: UpdateInput): Promise<boolean> {
  const me = requireSession(req).user.id;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return withUniqueness(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockUser(tx, id, input.version);
      const oldValue: Values = {};
      const newValue: Values = {};
      const set: Partial<typeof users.$inferInsert> = {};
      const change = <K extends keyof typeof users.$inferInsert>(field: string, column: K, next: (typeof users.$inferInsert)[K] | undefined) => {
        if (next === undefined) return;
        const before = row[column as keyof UserRow];
        if (before === next) return;
        oldValue[field] = before;
        newValue[field] = next;
        set[column] = next;
      };
      change('name', 'name', input.name);
      change('username', 'username', blankToNull(input.username));
      change('email', 'email', input.email);
      change('phone', 'phone', input.phone);
      change('company_name', 'companyName', blankToNull(input.company_name));
      if (input.type_id !== undefined && input.type_id !== row.typeId) {
        if (id === me) throw ApiError.field('type_id', 'users.selfType');
        change('type_id', 'typeId', await checkType(tx, input.type_id));
      }
      await checkUnique(tx, { email: set.email ?? undefined, username: set.username ?? undefined }, id);

      let roleIds: number[] | undefined;
      const typeId = set.typeId ?? row.typeId;
      if (input.roles !== undefined) {
        const before = await roleIdsOf(tx, id);
        const next = await checkRolesFor(tx, input.roles, typeId);
        if (!sameList(before, next)) {
          if (!ACTIVATED.includes(row.status)) throw new ApiError(409, 'users.rolesAfterActivation');
          if (id === me) throw ApiError.field('roles', 'users.selfRoles');
          oldValue.roles = before;
          newValue.roles = next;
          roleIds = next;
        }
      } else if (set.typeId !== undefined) {
        // a new type must suit the roles the account keeps
        await checkRolesFor(tx, await roleIdsOf(tx, id), typeId);
      }
      if (passwordHash) {
        set.passwordHash = passwordHash;
        newValue.password_changed = true;
      }
      if (Object.keys(newValue).length === 0) return false;

      await bump(tx, id, set);
      if (roleIds) await replaceRoles(tx, id, roleIds);
      // a new password ends every session but the caller's own
      if (passwordHash && id !== me) await revokeAllSessions(tx, id);
      await writeAudit(tx, req, id, 'UPDATE', oldValue, newValue);
      return true;
    }),
  );
}

/** Replace the roles of an activated account (spec: users/update-user-role). */
export async function setRoles(ctx: AppContext, req: FastifyRequest, id: number, ids: number[], version?: number): Promise<boolean> {
  const me = requireSession(req).user.id;
  return ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, id, version);
    if (!ACTIVATED.includes(row.status)) throw new ApiError(409, 'users.rolesAfterActivation');
    const before = await roleIdsOf(tx, id);
    const next = await checkRolesFor(tx, ids, row.typeId);
    if (sameList(before, next)) return false;
    if (id === me) throw ApiError.field('roles', 'users.selfRoles');
    await bump(tx, id, {});
    await replaceRoles(tx, id, next);
    await writeAudit(tx, req, id, 'UPDATE_ROLES', { roles: before }, { roles: next });
    return true;
  });
}

export const FLAGS = {
  is_entity: { column: 'isEntity', event: 'SET_ENTITY', on: 'users.entityOn', off: 'users.entityOff' },
  is_government: { column: 'isGovernment', event: 'SWITCH_GOV', on: 'users.govOn', off: 'users.govOff' },
  is_government_for_location_order: { column: 'isGovernmentForLocationOrder', event: 'SWITCH_GOV_FOR_LOCATION_ORDER', on: 'users.govLocationOn', off: 'users.govLocationOff' },
} as const;
export type FlagName = keyof typeof FLAGS;

/** Set one of the admin's switches to `value`, or flip it when no value is given. Answers the value now held. */
export async function setFlag(ctx: AppContext, req: FastifyRequest, id: number, flag: FlagName, value: number | undefined, version?: number): Promise<0 | 1> {
  const { column, event } = FLAGS[flag];
  return ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, id, version);
    const current = row[column] ? 1 : 0;
    const next = value === undefined ? (current ? 0 : 1) : value ? 1 : 0;
    if (next === current) return next;
    await bump(tx, id, { [column]: next });
    await writeAudit(tx, req, id, event, { [flag]: current }, { [flag]: next });
    return next;
  });
}

/**
 * Soft-delete an account: it can no longer sign in (sessions revoked) and leaves
 * its alliances; its history stays. Refused for oneself, for a main user with
 * employees and for an alliance leader, so nothing is left pointing at it.
 */
export async function deleteAccount(ctx: AppContext, req: FastifyRequest, id: number): Promise<void> {
  const me = requireSession(req).user.id;
  await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    if (row.id === me) throw new ApiError(409, 'users.deleteSelf');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.parentId, id), isNull(users.deletedAt)));
    if (n > 0) throw new ApiError(409, 'users.deleteHasEmployees', { params: { count: n } });
    const [led] = await tx.select({ id: alliances.id }).from(alliances).where(eq(alliances.leaderId, id)).limit(1);
    if (led) throw new ApiError(409, 'users.deleteAllianceLeader');
    const left = await tx.delete(allianceMembers).where(eq(allianceMembers.memberId, id)).returning({ allianceId: allianceMembers.allianceId });
    const leftNames = left.length
      ? (
          await tx
            .select({ name: alliances.name })
            .from(alliances)
            .where(
              inArray(
                alliances.id,
                left.map((l) => l.allianceId),
              ),
            )
        ).map((a) => a.name)
      : [];
    const deletedAt = new Date();
    await bump(tx, id, { deletedAt });
    await revokeAllSessions(tx, id);
    const newValue: Values = { deleted_at: deletedAt.toISOString() };
    if (leftNames.length) newValue.left_alliances = leftNames;
    await writeAudit(tx, req, id, 'DELETE', { deleted_at: null }, newValue);
  });
}
