/** Starts the portal: validate the environment, open and migrate the database, seed demo data, serve. */
import path from 'node:path';
import { readEnv } from './env';
import { migrateDatabase, openDatabase } from './db/client';

async function main() {
  let env;
  try {
    env = readEnv();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
  // The database opens (PGlite compiles its WebAssembly and loads its files) while the
  // server's modules load: a warm start waits for the longer of the two, not both.
  const opening = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'db'), poolSize: env.DATABASE_POOL_SIZE });
  const [{ buildApp }, { seedDemo, seedReference }] = await Promise.all([import('./app'), import('./seed')]);
  const database = await opening;
  await migrateDatabase(database);
  if (env.SEED_DEMO) await seedDemo(database.db, env.dataDir);
  else await seedReference(database.db);
  const app = await buildApp({ env, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Mashaer portal on http://localhost:${env.PORT} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${path.join(env.dataDir, 'db')}` : ''})`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
