/**
 * Who may read a stored file. Its owner always may (registration-only sessions
 * too, so applicants see what they sent). Beyond that, each feature that keeps
 * files says who else may read them by registering a reader rule; this module's
 * own rule lets portal users holding `user-view` read accounts' registration
 * documents, signatures and stamps.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, userDocuments, users } from '../db/schema';
import type { SessionInfo } from '../auth/access';

type FileRow = typeof files.$inferSelect;

/** A feature's rule: may this session read this file? */
export type FileReader = (db: Db, session: SessionInfo, file: FileRow) => Promise<boolean>;

const readers: FileReader[] = [];

export function registerFileReader(reader: FileReader): void {
  readers.push(reader);
}

/** Portal users with user-view read the documents that make up an account. */
registerFileReader(async (db, session, file) => {
  if (session.scope !== 'portal' || !session.permissions.includes('user-view')) return false;
  const [doc] = await db
    .select({ one: sql<number>`1` })
    .from(userDocuments)
    .where(eq(userDocuments.fileId, file.id))
    .limit(1);
  if (doc) return true;
  const [own] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(or(eq(users.signatureFileId, file.id), eq(users.stampFileId, file.id)))
    .limit(1);
  return !!own;
});

export async function mayReadFile(db: Db, session: SessionInfo, file: FileRow): Promise<boolean> {
  if (file.ownerId !== null && file.ownerId === session.user.id) return true;
  for (const reader of readers) if (await reader(db, session, file)) return true;
  return false;
}
