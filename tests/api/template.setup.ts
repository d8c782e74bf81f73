/**
 * Vitest global setup for the API projects: migrates and seeds one template database per run —
 * a PGlite dump, or a template database on the PostgreSQL server — with the demo's files beside it.
 * Each test file's fresh database is then a copy of it (tests/api/harness.ts): migrating and
 * seeding per file took about 6 s of the ~15 s each file spent before its first test.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed';
import { adminQuery, databaseUrl } from './postgres';

export interface DbTemplate {
  /** the demo's uploaded files, copied into each test's data folder */
  files: string;
  /** PGlite: the dump's path */
  dump?: string;
  /** PostgreSQL: the template database's name */
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = await mkdtemp(path.join(os.tmpdir(), `mashaer-template-${kind}-`));
  const files = path.join(dir, 'files');
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDemo(database.db, files);
    const dump = path.join(dir, 'pglite.tar');
    await writeFile(dump, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('dbTemplate', { files, dump });
    return () => rm(dir, { recursive: true, force: true });
  }
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  await migrateDatabase(database);
  await seedDemo(database.db, files);
  // a template database takes no copies while anyone is connected to it
  await database.close();
  project.provide('dbTemplate', { files, database: name });
  return async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
