/**
 * `npm run worker`: the job queue's worker on its own, beside web processes started with JOBS_WORKER=off, against the
 * same PostgreSQL server (DATABASE_URL). PGlite is one process's database: with it the web process runs the worker.
 */
import { readEnv } from '../env';
import { openDatabase, migrateDatabase } from '../db/client';
import { allJobs } from '../features';
import { createWorker } from './worker';

async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL (a PostgreSQL server); with the embedded database the portal runs its worker itself.');
    process.exit(2);
  }
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 2 });
  await migrateDatabase(database);
  const { handlers, recurring } = await allJobs();
  const worker = createWorker(database.db, handlers, { recurring, log: console });
  await worker.start();
  console.log(`job worker running: ${Object.keys(handlers).join(', ')}`);
  const stop = async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
