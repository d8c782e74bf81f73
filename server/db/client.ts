/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly, persisted under DATA_DIR)
 * by default, a PostgreSQL server when DATABASE_URL is set. Both run the same
 * schema and migrations, and the rest of the server sees one Drizzle type.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: most domain functions accept both. */
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute(sql`…`)` answer (both drivers answer `{ rows }`), typed as the query selects them. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** run raw SQL (benchmarks, health) */
  execute(sqlText: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as an uncompressed tar, to open copies from (loadDataDir) */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** a postgres:// URL; when absent PGlite is used */
  url?: string | undefined;
  /** folder for PGlite's files; absent means in memory (tests) */
  dataDir?: string | undefined;
  /** PGlite in memory only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster */
  loadDataDir?: Blob | undefined;
  /** pool size for a PostgreSQL server */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops must not take the process down; the pool replaces it.
    pool.on('error', (e) => console.error(`postgres: idle connection lost: ${e.message}`));
    // Fail fast with a clear message rather than on the first request.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      execute: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows as Record<string, unknown>[] }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params as unknown[])).rows }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}
