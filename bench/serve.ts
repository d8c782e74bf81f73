/**
 * The bench's server process (started by bench/run.ts, one per database and size): opens
 * a fresh database, migrates it, seeds the demo data, fills the users table with --rows
 * generated accounts in a few set-based statements, then serves the portal and the bare
 * routes (bench/floor.ts) on two loopback ports and prints one JSON line saying where.
 * It runs apart from the load generator so the two do not share one event loop.
 *
 *   node --import tsx bench/serve.ts --db pglite|<postgres url> --rows 1000000 --dir /tmp/x [--reuse]
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { readEnv } from '../server/env';
import { seedDemo } from '../server/seed';
import { bareServer } from './floor';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1]!;
};
const DB = opt('db', 'pglite');
const ROWS = Number(opt('rows', '1000000'));
const DIR = opt('dir', '');
const POOL = Number(opt('pool', '10'));

/**
 * Fill the users table: 25 % pending (to activate), 5 % in review, 5 % disabled, the rest
 * active; every active or disabled account holds a role. generate_series, not row by row:
 * a million accounts take seconds on PostgreSQL. The table is vacuumed afterwards, as
 * autovacuum would in time, so index-only scans see an up-to-date visibility map.
 */
export async function populate(database: Database, rows: number): Promise<{ typeId: number; roleId: number }> {
  const hash = (await database.execute("select password_hash from users where email = 'admin@mashaer.test'")).rows[0]!.password_hash as string;
  // service providers, with the first role made for their type (what activating one gives)
  const fit = (
    await database.execute(`select t.id as type_id, min(r.id) as role_id from account_types t join roles r on t.code = any(r.account_types) where t.code = 'service_provider' group by t.id`)
  ).rows[0]!;
  const typeId = Number(fit.type_id);
  const roleId = Number(fit.role_id);
  // indexes are built once after the fill (sorted, in one pass) rather than row by row during it:
  // a million rows fill several times faster, on PGlite most of all. Primary keys stay.
  const indexes = (
    await database.execute(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('users', 'user_roles')
       and indexname not in (select conname from pg_constraint)`,
    )
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const i of indexes) await database.execute(`drop index "${i.indexname}"`);
  await database.execute(
    `insert into users (name, username, email, phone, password_hash, type_id, company_name, status, created_at, updated_at)
     select 'مستخدم ' || g, 'bench' || g, 'bench' || g || '@example.sa', '9665' || lpad(g::text, 8, '0'), $1, $3,
            'شركة رقم ' || g,
            case when g % 4 = 0 then 'pending' when g % 20 = 1 then 'review' when g % 20 = 3 then 'disabled' else 'active' end,
            now() - (g || ' minutes')::interval, now()
     from generate_series(1, $2::int) g`,
    [hash, rows, typeId],
  );
  await database.execute(`insert into user_roles (user_id, role_id) select id, $1 from users where email like 'bench%' and status in ('active', 'disabled')`, [roleId]);
  for (const i of indexes) await database.execute(i.indexdef);
  await database.execute('vacuum analyze users');
  await database.execute('vacuum analyze user_roles');
  return { typeId, roleId };
}

const url = DB === 'pglite' ? undefined : DB;
const database = await openDatabase({ url, dataDir: url ? undefined : path.join(DIR, 'db'), poolSize: POOL });
const REUSE = args.includes('--reuse');
const filled = REUSE && Number((await database.execute(`select count(*)::int as n from pg_class where relname = 'users'`)).rows[0]!.n) > 0;
if (!filled) {
  await migrateDatabase(database);
  await seedDemo(database.db, path.resolve(DIR || '.tmp/bench/serve'));
}
const t0 = performance.now();
// --reuse: a database this script filled before is served as it is (while developing)
const { roleId } = filled
  ? { roleId: Number((await database.execute(`select min(role_id) as r from user_roles ur join users u on u.id = ur.user_id where u.email like 'bench%'`)).rows[0]!.r) }
  : await populate(database, ROWS);
const fillSeconds = (performance.now() - t0) / 1000;
const env = readEnv({ NODE_ENV: 'production', DATA_DIR: DIR, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ env, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = await bareServer(database);
await bare.listen({ port: 0, host: '127.0.0.1' });
const total = Number((await database.execute('select count(*)::int as n from users')).rows[0]!.n);
console.log(
  JSON.stringify({
    port: (app.server.address() as AddressInfo).port,
    barePort: (bare.server.address() as AddressInfo).port,
    fillSeconds,
    total,
    roleId,
  }),
);
const close = async () => {
  await app.close();
  await bare.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
