/**
 * Roles and the permission catalogue (spec 000 §6). A role groups permissions; an
 * account holds one or more roles, and its permissions are read from them on every
 * call, so a change to a role applies at the holder's next call.
 *
 * The built-in administrator role (roles.is_system) always holds every permission
 * (the reference seed grants new ones on start) and cannot be changed or deleted.
 * A role still held by accounts is not deleted: that would take permissions from
 * them unannounced and could leave an active account with no role at all.
 *
 * A role names the account types that may hold it (`account_types`); a role for any
 * non-staff type holds no administration permission (shared/permissions.ts), and
 * its types may not leave out the type of an account that holds it.
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport } from '../../http/export';
import { registerMessages } from '../../i18n';
import type { Db, DbOrTx } from '../../db/client';
import { accountTypes, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { adminPermissionsOutsideStaff, allPermissions, permissionGroups } from '../../../shared/permissions';
import { accountTypes as accountTypeCatalogue } from '../../../shared/accountTypes';
import { pick, type Lang } from '../../../shared/label';
import { RoleSchema, type RoleValues } from '../../../shared/rules/role';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { roleMessages } from './messages';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../audit';

registerMessages(roleMessages);

type RoleRow = typeof roles.$inferSelect;
type RoleDto = components['schemas']['Role'];
type RoleDetailDto = components['schemas']['RoleDetail'];

/** Catalogue order (group by group, as the menu), so lists of permission strings read the same everywhere. */
const catalogueOrder = new Map(allPermissions.map((name, i) => [name, i]));
const byCatalogue = (a: string, b: string) => (catalogueOrder.get(a) ?? 1e9) - (catalogueOrder.get(b) ?? 1e9);

/** Account types in catalogue order. */
const typeOrder = new Map<string, number>(accountTypeCatalogue.map((t, i) => [t.code, i]));
const sortTypes = (list: readonly string[]) => [...list].sort((a, b) => (typeOrder.get(a) ?? 1e9) - (typeOrder.get(b) ?? 1e9));

/** Roles an account of this type may hold. */
export const roleForType = (code: string) => sql`${code} = any(${roles.accountTypes})`;

/** 422 on `permissions` when a role open to a non-staff type would hold an administration permission. */
function checkAdminPermissions(values: RoleValues): void {
  const bad = adminPermissionsOutsideStaff(values.account_types, values.permissions);
  if (bad.length) throw ApiError.field('permissions', 'roles.adminPermissionForNonStaff');
}

/** 422 on `account_types` when live accounts of a type the role would leave out hold it. */
async function checkHoldersKept(db: DbOrTx, id: number, types: string[]): Promise<void> {
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(eq(userRoles.roleId, id), isNull(users.deletedAt), notInArray(accountTypes.code, types)));
  if (left && left.n > 0) throw ApiError.field('account_types', 'roles.typeHeld');
}

/** The outer role's id, qualified: Drizzle leaves columns unqualified in one-table queries, which a subquery would capture. */
const roleIdRef = sql.raw('"roles"."id"');
/** Live accounts holding the role. */
const usersCount = sql<number>`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id where ur.role_id = ${roleIdRef} and u.deleted_at is null)`;
const permissionsCount = sql<number>`(select count(*)::int from ${rolePermissions} rp where rp.role_id = ${roleIdRef})`;

function serializeRole(row: RoleRow, counts: { permissions: number; users: number }): RoleDto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    description: row.description,
    is_system: row.isSystem ? 1 : 0,
    account_types: sortTypes(row.accountTypes) as RoleDto['account_types'],
    permissions_count: counts.permissions,
    users_count: counts.users,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The roles list (/roles): filters, sort keys, page loader and export columns, declared once. */
const rolesList: ListSpec<components['schemas']['RoleFilters'], RoleDto> = {
  name: 'roles',
  table: roles,
  id: roles.id,
  filters: {
    search: op.contains(roles.name, roles.nameEn, roles.description),
    account_type: op.where((code: string) => roleForType(code)),
  },
  sorts: {
    // the built-in administrator role first, then the newest
    system_first: sql`(case when ${roles.isSystem} then 1 else 0 end)::bigint * 2147483648 + ${roles.id}`,
    id: roles.id,
    name: roles.name,
    users: usersCount,
    permissions: permissionsCount,
  },
  defaultSort: { key: 'system_first', direction: 'desc' },
  load: async (db, ids) =>
    (await db.select({ role: roles, permissions: permissionsCount, users: usersCount }).from(roles).where(inArray(roles.id, ids))).map((r) =>
      serializeRole(r.role, { permissions: r.permissions, users: r.users }),
    ),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'الاسم', en: 'Name' }, value: (r) => r.name },
    { label: { ar: 'الاسم بالإنجليزية', en: 'English name' }, value: (r) => r.name_en },
    { label: { ar: 'الوصف', en: 'Description' }, value: (r) => r.description },
    {
      label: { ar: 'أنواع الحسابات', en: 'Account types' },
      value: (r, lang) => r.account_types.map((c) => accountTypeCatalogue.find((t) => t.code === c)?.label[lang] ?? c).join(lang === 'en' ? ', ' : '، '),
    },
    { label: { ar: 'عدد الصلاحيات', en: 'Permissions' }, value: (r) => r.permissions_count },
    { label: { ar: 'عدد المستخدمين', en: 'Users' }, value: (r) => r.users_count },
    { label: { ar: 'تاريخ الإنشاء', en: 'Created at' }, value: (r) => r.created_at },
  ],
};

async function roleDetail(db: DbOrTx, id: number): Promise<RoleDetailDto> {
  const [row] = await db.select({ role: roles, users: usersCount }).from(roles).where(eq(roles.id, id));
  if (!row) throw ApiError.notFound('roles.notFound');
  const held = await db.select({ name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)).where(eq(rolePermissions.roleId, id));
  const names = held.map((p) => p.name).sort(byCatalogue);
  return { ...serializeRole(row.role, { permissions: names.length, users: row.users }), permissions: names };
}

/** 422 "The name has already been taken" on each name another role already uses (case-insensitive). */
async function checkNamesFree(db: DbOrTx, values: RoleValues, exceptId?: number): Promise<void> {
  const clash = (column: typeof roles.name | typeof roles.nameEn, value: string) =>
    db
      .select({ id: roles.id })
      .from(roles)
      .where(and(sql`lower(${column}) = lower(${value})`, exceptId ? sql`${roles.id} <> ${exceptId}` : undefined))
      .limit(1);
  const errors: Record<string, string[]> = {};
  if ((await clash(roles.name, values.name)).length) errors.name = ['validation.unique.name'];
  if (values.name_en && (await clash(roles.nameEn, values.name_en)).length) errors.name_en = ['validation.unique.name'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
}

/** A concurrent insert with the same name loses the race on the unique index: the same 422. */
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw ApiError.field('name', 'validation.unique.name');
  throw error;
}

async function permissionIds(db: DbOrTx, names: string[]): Promise<number[]> {
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  // The shared rule already refused strings the code does not know; the table is seeded from the same catalogue.
  if (rows.length !== new Set(names).size) throw ApiError.field('permissions', 'validation.permissions.unknown');
  return rows.map((r) => r.id);
}

const snapshot = (d: RoleDetailDto) => ({ name: d.name, name_en: d.name_en, description: d.description, account_types: d.account_types, permissions: d.permissions });

export function roleHandlers(ctx: AppContext) {
  const db: Db = ctx.db;
  return defineHandlers({
    listRoleOptions: async (req) => {
      const type = req.query.account_type;
      const rows = await db
        .select({ id: roles.id, name: roles.name, nameEn: roles.nameEn })
        .from(roles)
        .where(type ? roleForType(type) : undefined)
        .orderBy(asc(roles.id));
      return { message: req.t('common.list'), data: rows.map((r) => ({ id: r.id, name: req.lang === 'en' && r.nameEn ? r.nameEn : r.name })) };
    },

    listRoles: async (req) => ({ message: req.t('common.list'), data: await listPage(db, rolesList, req.body, req.query, req.lang), filters: req.body ?? {} }),

    exportRoles: (req, reply) => sendExport(reply, { db, spec: rolesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الأدوار', en: 'Roles' } }),

    listPermissionGroups: async (req) => {
      // The table is the truth of what can be granted; the catalogue gives the groups, order and labels.
      const known = new Set((await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name));
      const lang: Lang = req.lang;
      const data = permissionGroups
        .map((g) => ({
          key: g.key,
          label: pick(g.label, lang),
          permissions: g.permissions.filter((p) => known.has(p.name)).map((p) => ({ name: p.name, label: pick(p.label, lang) })),
        }))
        .filter((g) => g.permissions.length > 0);
      return { message: req.t('common.list'), data };
    },

    getRole: async (req) => ({ message: req.t('common.list'), data: await roleDetail(db, req.params.id) }),

    createRole: async (req, reply) => {
      const values = parseBody(RoleSchema, req.body, { abortPipeEarly: true });
      checkAdminPermissions(values);
      const id = await db
        .transaction(async (tx) => {
          await checkNamesFree(tx, values);
          const [row] = await tx
            .insert(roles)
            .values({ name: values.name, nameEn: values.name_en || null, description: values.description || null, accountTypes: values.account_types })
            .returning({ id: roles.id });
          const ids = await permissionIds(tx, values.permissions);
          await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: row!.id, permissionId })));
          const created = await roleDetail(tx, row!.id);
          await audit(tx, req, { entity: 'roles', entityId: row!.id, event: 'CREATE', oldValue: null, newValue: snapshot(created) });
          return row!.id;
        })
        .catch(nameTaken);
      reply.code(201);
      return { message: req.t('roles.created'), data: await roleDetail(db, id) };
    },

    updateRole: async (req) => {
      const id = req.params.id;
      const values = parseBody(RoleSchema, req.body, { abortPipeEarly: true });
      checkAdminPermissions(values);
      const expected = req.body?.updated_at;
      await db
        .transaction(async (tx) => {
          const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
          if (!row) throw ApiError.notFound('roles.notFound');
          if (row.isSystem) throw new ApiError(409, 'roles.system');
          if (expected && new Date(expected).getTime() !== row.updatedAt.getTime()) throw new ApiError(409, 'lifecycle.stale');
          await checkNamesFree(tx, values, id);
          await checkHoldersKept(tx, id, values.account_types);
          const before = await roleDetail(tx, id);
          const ids = await permissionIds(tx, values.permissions);
          await tx
            .update(roles)
            .set({ name: values.name, nameEn: values.name_en || null, description: values.description || null, accountTypes: values.account_types, updatedAt: new Date() })
            .where(eq(roles.id, id));
          await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
          await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: id, permissionId })));
          const after = await roleDetail(tx, id);
          const added = after.permissions.filter((p) => !before.permissions.includes(p));
          const removed = before.permissions.filter((p) => !after.permissions.includes(p));
          await audit(tx, req, { entity: 'roles', entityId: id, event: 'UPDATE', oldValue: snapshot(before), newValue: { ...snapshot(after), added, removed } });
        })
        .catch(nameTaken);
      return { message: req.t('roles.updated'), data: await roleDetail(db, id) };
    },

    deleteRole: async (req) => {
      const id = req.params.id;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
        if (!row) throw ApiError.notFound('roles.notFound');
        if (row.isSystem) throw new ApiError(409, 'roles.system');
        // The role row is locked: granting it meanwhile waits on its foreign key and then fails.
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(and(eq(userRoles.roleId, id), isNull(users.deletedAt)));
        if (n > 0) throw new ApiError(409, 'roles.inUse', { params: { count: n } });
        const before = await roleDetail(tx, id);
        await tx.delete(roles).where(eq(roles.id, id));
        await audit(tx, req, { entity: 'roles', entityId: id, event: 'DELETE', oldValue: snapshot(before), newValue: null });
      });
      return { message: req.t('roles.deleted') };
    },
  });
}
