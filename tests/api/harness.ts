/**
 * Builds a real portal server for API tests: a fresh database (PGlite in memory,
 * or a new database on the PostgreSQL server the test script started, by TEST_DB),
 * migrated and seeded with the demo data, with uploads in a temporary folder.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { acceptedEvents, describeLifecycle, type LifecycleInfo } from '../../machines/core';
import { buildApp } from '../../server/app';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { readEnv } from '../../server/env';
import { seedDemo, DEMO_PASSWORD } from '../../server/seed';
import { loadContract } from '../../server/http/contract';
import { adminQuery, databaseUrl } from './postgres';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** sign in and return the bearer token */
  login(email: string, password?: string): Promise<string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown; lang?: 'ar' | 'en'; headers?: Record<string, string>; payload?: Buffer | string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testDb = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/** The run's migrated and seeded template (tests/api/template.setup.ts), when the project made one. */
const template = inject('dbTemplate');
/** PGlite: the template's dump, read once per worker. */
let pgliteDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated and seeded database: a copy of the run's template, or one made here when
 * there is none (a file run outside the API projects).
 */
async function openTestDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (template) {
    await cp(template.files, dataDir, { recursive: true });
    if (template.dump) {
      pgliteDump ??= readFile(template.dump).then((b) => new Blob([b]));
      return { database: await openDatabase({ loadDataDir: await pgliteDump }), drop: async () => {} };
    }
  }
  if (testDb === 'postgres') {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(template?.database ? `create database ${name} template ${template.database}` : `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(name), poolSize: 4 });
    if (!template?.database) {
      await migrateDatabase(database);
      await seedDemo(database.db, dataDir);
    }
    return {
      database,
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemo(database.db, dataDir);
  return { database, drop: async () => {} };
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mashaer-test-'));
  const { database, drop } = await openTestDatabase(dataDir);
  const env = readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_CLIENT: 'false', LOG_LEVEL: 'silent', JOBS_WORKER: 'off', ...envOverrides });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const call: TestApp['call'] = (method, url, options = {}) => {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en', ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.payload ?? (options.body as object | undefined);
    return app.inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });
  };
  return {
    app,
    database,
    dataDir,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call('POST', '/api/auth/login', { body: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Multipart body for inject(), with indexed fields and files as the spec sends them. */
export function formData(fields: Record<string, string | number | Array<string | number>>, files: Record<string, { name: string; content: Buffer; type?: string }> = {}) {
  const boundary = `----mashaer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const add = (name: string, value: string) => chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) v.forEach((x, i) => add(`${k}[${i}]`, String(x)));
    else add(k, String(v));
  }
  for (const [k, f] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...contract, $id: 'contract' });

/** Throws unless `body` matches the contract's response schema for this operation and status. */
export function expectContract(operationId: string, status: number, body: unknown): void {
  for (const [p, item] of Object.entries(contract.paths as Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (op?.operationId !== operationId) continue;
      let response = op.responses?.[String(status)] as { $ref?: string; content?: Record<string, { schema: unknown }> } | undefined;
      if (!response) throw new Error(`${operationId}: the contract declares no ${status} response`);
      if (response.$ref)
        response = response.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((n: any, k) => n[k], contract); // eslint-disable-line @typescript-eslint/no-explicit-any
      const schemaPtr = `contract#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${status}`;
      const json = response!.content?.['application/json'];
      if (!json) return;
      const validate = ajv.compile({
        $ref:
          op.responses![String(status)] && (op.responses![String(status)] as { $ref?: string }).$ref
            ? `contract${(op.responses![String(status)] as { $ref: string }).$ref}/content/application~1json/schema`
            : `${schemaPtr}/content/application~1json/schema`,
      });
      if (!validate(body)) throw new Error(`${operationId} ${status} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
      return;
    }
  }
  throw new Error(`unknown operation ${operationId}`);
}

/** Multipart body from raw name/value pairs, exactly as given (hostile names and values included). */
export function rawForm(pairs: Array<[string, string]>) {
  const boundary = `----mashaer${randomBytes(8).toString('hex')}`;
  const chunks = pairs.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A lifecycle's transitions, one (status, event, next status) a row. */
export interface PathStep {
  from: string;
  event: string;
  to: string;
}

export interface WalkPathsOptions<R extends { status: string; version: number }> {
  /** each event's call, as the screens send it, by the party whose step it is (given the record, its status and — for a transition — the status it should reach, when an event has branches) */
  calls: Record<string, (id: number, status: string, to?: string) => Promise<{ statusCode: number; body: string }>>;
  /** a fresh record at `status` (the runtime's own seeding: the machine's path, history included) */
  at: (status: string) => Promise<number>;
  /** the record as stored: its status and version at least (a refused event must leave all of it as it was) */
  stored: (id: number) => Promise<R>;
  /** the record's last history row, as `{ event, to }` */
  lastHistory: (id: number) => Promise<unknown>;
  /** the answers a refused event may get: one status (exactly it) or a list (any of them); by default 403, 404, 409 or 422 */
  refusedWith?: number | number[];
  /** the first test's title, when it checks more than that every event has a call */
  coverageTitle?: string;
  /** what else the first test checks */
  coverage?: (lifecycle: LifecycleInfo, transitions: PathStep[]) => void;
}

/**
 * Every transition of `machine` through the real API, in a `${name} machine through the API` block:
 * a test that every event has a call; then, for each (status, event) the machine describes, a fresh
 * record set at the status, the event sent through its call, and the stored status, version and
 * history row checked; then, for each status, every event it does not take sent through its call,
 * refused, and changing nothing. Returns the machine's lifecycle and transitions.
 */
export function walkPaths<R extends { status: string; version: number }>(
  name: string,
  machine: AnyStateMachine,
  { calls, at, stored, lastHistory, refusedWith = [403, 404, 409, 422], coverageTitle = 'has a call for every event', coverage }: WalkPathsOptions<R>,
): { lifecycle: LifecycleInfo; transitions: PathStep[] } {
  const lifecycle = describeLifecycle(machine);
  const transitions = lifecycle.states.flatMap((s) => s.transitions.map((tr) => ({ from: s.key, event: tr.event, to: tr.to })));

  describe(`${name} machine through the API`, () => {
    it(coverageTitle, () => {
      for (const tr of transitions) expect(calls[tr.event], tr.event).toBeDefined();
      coverage?.(lifecycle, transitions);
    });

    for (const tr of transitions) {
      it(`${tr.from} --${tr.event}--> ${tr.to}`, async () => {
        const id = await at(tr.from);
        const before = await stored(id);
        const res = await calls[tr.event]!(id, tr.from, tr.to);
        expect(res.statusCode, res.body).toBe(200);
        const after = await stored(id);
        expect(after.status).toBe(tr.to);
        expect(after.version).toBeGreaterThan(before.version);
        expect(await lastHistory(id)).toEqual({ event: tr.event, to: tr.to });
      });
    }

    for (const s of lifecycle.states) {
      it(`${s.key}: every event it does not take is refused and changes nothing`, async () => {
        const id = await at(s.key);
        const taken = new Set(acceptedEvents(machine, s.key));
        for (const event of Object.keys(calls).filter((e) => !taken.has(e))) {
          const before = await stored(id);
          const res = await calls[event]!(id, s.key);
          if (typeof refusedWith === 'number') expect(res.statusCode, `${event}: ${res.body}`).toBe(refusedWith);
          else expect(refusedWith, `${event}: ${res.body}`).toContain(res.statusCode);
          expect(await stored(id), event).toEqual(before);
        }
      });
    }
  });

  return { lifecycle, transitions };
}
