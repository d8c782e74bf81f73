/** Whether an e-mail or username is already an account's (case-insensitive, live accounts only): the users screens and the registration both ask. */
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

async function taken(db: DbOrTx, column: typeof users.email | typeof users.username, value: string, exceptId?: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${column}) = ${value.toLowerCase()}`, isNull(users.deletedAt), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return !!hit;
}

export const emailTaken = (db: DbOrTx, email: string, exceptId?: number) => taken(db, users.email, email, exceptId);
export const usernameTaken = (db: DbOrTx, username: string, exceptId?: number) => taken(db, users.username, username, exceptId);
