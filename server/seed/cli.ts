/**
 * `npm run seed`: migrate the configured database (PGlite under DATA_DIR, or DATABASE_URL)
 * and seed the reference and demo data (README lists the accounts). Idempotent: reference
 * data is brought in step with the code, and the demo data is written only when the demo
 * administrator does not exist yet.
 *
 * PGlite is one process's database: while a portal runs on the same data directory this
 * refuses (its own start migrates and seeds anyway), rather than open the files twice.
 */
import path from 'node:path';
import { readEnv } from '../env';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDemo } from './index';

/** Whether a portal answers on this port with an embedded database (it may hold our data directory). */
async function portalRunningOnPglite(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { data?: { database?: string } };
    return body.data?.database === 'pglite';
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  let env;
  try {
    env = readEnv();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 2;
  }
  const dataDir = env.DATABASE_URL ? undefined : path.join(env.dataDir, 'db');
  const where = dataDir ? `PGlite in ${dataDir}` : 'the PostgreSQL server of DATABASE_URL';
  if (dataDir && (await portalRunningOnPglite(env.PORT))) {
    console.error(
      `A portal is running on port ${env.PORT} with an embedded database, which may be ${dataDir}: stop it first ` +
        '(PGlite files are opened by one process at a time; the portal migrates and seeds the demo data on start anyway).',
    );
    return 1;
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const wrote = await seedDemo(database.db, env.dataDir);
    console.log(
      wrote ? `Seeded the demo data into ${where} (password of every demo account: see README).` : `The demo data is already in ${where}; reference data brought up to date, nothing else written.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
