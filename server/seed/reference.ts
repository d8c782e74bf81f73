/**
 * Reference data every database needs, kept in step with the code on each start:
 * the account types, the permission catalogue and the built-in administrator role
 * (which always holds every permission). Idempotent.
 */
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTypes, permissions, rolePermissions, roles } from '../db/schema';
import { accountTypes as types } from '../../shared/accountTypes';
import { permissionGroups } from '../../shared/permissions';
import { seedAreaReference } from './areas';

export const ADMIN_ROLE = 'مدير النظام';
/** The account types that may hold the built-in administrator role. */
export const ADMIN_ROLE_TYPES: string[] = ['admin'];

export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const t of types) {
      await tx
        .insert(accountTypes)
        .values({ id: t.id, code: t.code, nameAr: t.label.ar, nameEn: t.label.en })
        // A new type is added; a known one takes the code's names only while no administrator has
        // renamed it (version 1): names edited on /type survive every restart.
        .onConflictDoUpdate({ target: accountTypes.id, set: { code: t.code, nameAr: t.label.ar, nameEn: t.label.en }, setWhere: sql`${accountTypes.version} = 1` });
    }
    const rows = permissionGroups.flatMap((g) => g.permissions.map((p) => ({ name: p.name, groupKey: g.key })));
    await tx
      .insert(permissions)
      .values(rows)
      .onConflictDoUpdate({ target: permissions.name, set: { groupKey: sql`excluded.group_key` } });
    // Permissions the code no longer knows are dropped (their grants cascade).
    await tx.delete(permissions).where(
      notInArray(
        permissions.name,
        rows.map((r) => r.name),
      ),
    );

    await tx.insert(roles).values({ name: ADMIN_ROLE, nameEn: 'Administrator', isSystem: true, description: 'يملك جميع الصلاحيات', accountTypes: ADMIN_ROLE_TYPES }).onConflictDoNothing();
    // it holds every administration permission: only administrator accounts may hold it
    await tx.update(roles).set({ accountTypes: ADMIN_ROLE_TYPES }).where(eq(roles.isSystem, true));
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE));
    await tx.execute(sql`insert into ${rolePermissions} (role_id, permission_id) select ${admin.id}, id from ${permissions} on conflict do nothing`);
    await seedAreaReference(tx);
  });
}
