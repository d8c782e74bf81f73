/** Users as the contract shows them (schema User). */
import { inArray, eq } from 'drizzle-orm';
import type { components } from '../../openapi/schema';
import type { Lang } from '../../shared/label';
import type { DbOrTx } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { accountTypes } from '../../shared/accountTypes';
import { userAccountMachine } from '../../machines';

export type UserDto = components['schemas']['User'];
type UserRow = typeof users.$inferSelect;
/**
 * The account types by id, from the code: the reference seed writes exactly these into
 * account_types on every start (server/seed/reference.ts) and nothing else writes that
 * table, so serializing needs no query for them.
 */
const typeById = new Map<number, (typeof accountTypes)[number]>(accountTypes.map((t) => [t.id, t]));

const flag = (n: number) => (n ? 1 : 0);

export function statusText(status: string, lang: Lang): string {
  const meta = userAccountMachine.root.states[status]?.meta as { label?: { ar: string; en: string } } | undefined;
  return meta?.label?.[lang] ?? status;
}

export const fileUrl = (id: number | null | undefined) => (id ? `/api/files/${id}` : null);

/** Serialise users with their roles and main users in at most two extra queries, whatever the count. */
export async function serializeUsers(db: DbOrTx, rows: UserRow[], lang: Lang): Promise<UserDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is number => x !== null))];
  const [roleRows, parents] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name, nameEn: roles.nameEn })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids)),
    parentIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, parentIds)) : Promise.resolve([]),
  ]);
  const parentById = new Map(parents.map((p) => [p.id, p]));
  const rolesByUser = new Map<number, Array<{ id: number; name: string }>>();
  for (const r of roleRows) {
    const list = rolesByUser.get(r.userId) ?? [];
    list.push({ id: r.id, name: lang === 'en' && r.nameEn ? r.nameEn : r.name });
    rolesByUser.set(r.userId, list);
  }
  return rows.map((u) => {
    const t = typeById.get(u.typeId);
    const status = u.status as UserDto['status'];
    return {
      id: u.id,
      name: u.name,
      username: u.username,
      email: u.email,
      phone: u.phone,
      company_name: u.companyName,
      type_id: u.typeId,
      type: { id: u.typeId, code: t?.code ?? '', name: t ? t.label[lang] : '' },
      roles: rolesByUser.get(u.id) ?? [],
      status,
      status_text: statusText(u.status, lang),
      mozdalefa_status: status,
      reject_reason: u.rejectReason,
      parent_id: u.parentId,
      parent: u.parentId ? (parentById.get(u.parentId) ?? null) : null,
      is_entity: flag(u.isEntity),
      is_government: flag(u.isGovernment),
      is_government_for_location_order: flag(u.isGovernmentForLocationOrder),
      is_acknowledged: flag(u.isAcknowledged),
      signature: fileUrl(u.signatureFileId),
      stamp: fileUrl(u.stampFileId),
      created_at: u.createdAt.toISOString(),
      updated_at: u.updatedAt.toISOString(),
      version: u.version,
    };
  });
}

export async function serializeUser(db: DbOrTx, row: UserRow, lang: Lang): Promise<UserDto> {
  return (await serializeUsers(db, [row], lang))[0];
}
