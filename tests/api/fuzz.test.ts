/**
 * Contract fuzz: every operation of openapi/openapi.json gets generated bad requests — wrong types,
 * out-of-range numbers, huge strings and arrays, NUL and bidi characters, sparse and huge indexes,
 * value-vs-group clashes, missing and extra fields, prototype keys, malformed bodies and headers —
 * in JSON and in form data, as the operation accepts them. It fails on any 5xx, on any answer that
 * carries SQL, driver or stack text, and on a huge or sparse input that the parser's limits do not
 * refuse. It walks the contract, so an area added later is fuzzed with no new test code.
 *
 * The operations are shared between the two databases, alternately (every operation is fuzzed once
 * per run, half on PGlite and half on PostgreSQL): the ~40,000 requests took eight minutes of the
 * suite's time on both, and what they test — the parser, the validator, the error handler — is
 * the same code over either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, rawForm, testDb, type TestApp } from './harness';
import { loadContract, operationsOf } from '../../server/http/contract';
import { openSession } from '../../server/auth/session';
import { users } from '../../server/db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const doc = loadContract();
// SQL as a statement ("select … from"), not the word: the spec's own message is "please select the camp"
const LEAK =
  /\b(select\s.+?\sfrom|insert into|update \w+ set|delete from)\b|violates|constraint "|duplicate key|\bat \S+ \(|node_modules|TypeError|SyntaxError|RangeError|ReferenceError|drizzle|FST_|ERR_/i;

const deref = (s: Json): Json =>
  s?.$ref
    ? deref(
        s.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((n: Json, k: string) => n?.[k], doc),
      )
    : s;

/** The properties of an object schema, allOf merged. */
function propertiesOf(schema: Json): Record<string, Json> {
  const s = deref(schema);
  if (!s) return {};
  const out: Record<string, Json> = {};
  for (const part of s.allOf ?? []) Object.assign(out, propertiesOf(part));
  Object.assign(out, s.properties ?? {});
  return out;
}

/** A plausible value of a schema: the baseline the mutations start from. */
function sample(schema0: Json, depth = 0): Json {
  const s = deref(schema0);
  if (!s || depth > 4) return undefined;
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.anyOf || s.oneOf) return sample((s.anyOf ?? s.oneOf)[0], depth + 1);
  if (s.allOf || s.properties) {
    const out: Record<string, Json> = {};
    for (const [k, p] of Object.entries(propertiesOf(s))) {
      const v = sample(p, depth + 1);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'array': {
      const item = sample(s.items, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'binary') return undefined;
      if (s.format === 'email') return 'fuzz@mashaer.test';
      if (s.format === 'date') return '2026-05-01';
      if (s.format === 'date-time') return '2026-05-01T10:00:00Z';
      return 'نص تجريبي';
    default:
      return undefined;
  }
}

/** Bad values for one field; `true` marks the ones the parser or validator must refuse. */
const BAD_VALUES: Array<[string, Json]> = [
  ['object', { nested: { deep: 1 } }],
  ['array', [1, 'two', { three: 3 }]],
  ['beyond 2^53', 2 ** 53 + 2],
  ['beyond int32', 2147483648],
  ['below int32', -2147483649],
  ['1e999 text', '1e999'],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge string', 'س'.repeat(100_000)],
  ['NUL with bidi', 'a\u0000\u202e\u200fب\u0000'],
  ['lone surrogate', 'x\ud800y'],
  ['null', null],
  ['boolean', true],
  ['empty', ''],
  ['huge array', Array.from({ length: 5000 }, (_, i) => i)],
];

interface Attempt {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** the parser's limits must refuse it (413 or 422) */
  mustRefuse?: boolean;
}

let t: TestApp;
let mint: (email: string, scope: 'portal' | 'registration') => Promise<string>;
const statuses: Record<number, number> = {};
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  const policy = { idleMinutes: 60, absoluteHours: 1 };
  // Sessions minted directly, so a fuzzed logout or password change cannot end the run's access.
  mint = async (email, scope) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email)).limit(1);
    return (await openSession(t.database.db, user!, scope, policy, { ip: '127.0.0.1' })).token;
  };
});

afterAll(async () => {
  console.log(`contract fuzz (${testDb}): ${sent} requests over ${ops.length} of ${operationsOf(doc).length} operations; statuses ${JSON.stringify(statuses)}`);
  await t.close();
});

async function send(a: Attempt, problems: string[]) {
  const res = await t.app.inject({ method: a.method as 'POST', url: a.url, headers: a.headers, ...(a.payload === undefined ? {} : { payload: a.payload }) });
  sent++;
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  const where = `${a.method} ${a.url} [${a.label}]`;
  if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  else if (LEAK.test(res.body)) problems.push(`${where}: leaks ${res.body.slice(0, 200)}`);
  else if (a.mustRefuse && ![413, 422].includes(res.statusCode)) problems.push(`${where}: not refused by the parser (${res.statusCode})`);
}

const json = (body: Json) => JSON.stringify(body);

function formPairs(body: Record<string, Json>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const add = (name: string, v: Json) => {
    if (v === undefined) return;
    if (Array.isArray(v)) v.forEach((x, i) => add(`${name}[${i}]`, x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) add(`${name}[${k}]`, x);
    else pairs.push([name, v === null ? '' : String(v)]);
  };
  for (const [k, v] of Object.entries(body)) add(k, v);
  return pairs;
}

/**
 * FUZZ_PATHS (path prefixes, comma-separated) narrows the walk to those operations, each on this database:
 * the area generator's proof (scripts/check-new-area.sh) fuzzes its new areas, not the whole contract again.
 */
const only = process.env.FUZZ_PATHS?.split(',').filter(Boolean);
const ops = only ? operationsOf(doc).filter((o) => only.some((prefix) => o.path.startsWith(prefix))) : operationsOf(doc).filter((_, i) => i % 2 === (testDb === 'pglite' ? 0 : 1));
if (only && !ops.length) throw new Error(`FUZZ_PATHS ${only.join(',')} names no operation of the contract`);

describe('contract fuzz', () => {
  it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s answers bad input with a clean 4xx', async (_name, { method, path, op, pathItem }) => {
    // A fresh session per operation: a fuzzed logout or password change ends only its own.
    const token = op['x-access'] === 'registration' ? await mint('pending@mashaer.test', 'registration') : await mint('admin@mashaer.test', 'portal');
    const base = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const params: Json[] = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(deref);
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name as string);
    const hasPage = params.some((p) => p.in === 'query' && p.name === 'page');
    const urlWith = (value: string | number, query = hasPage ? '?page=1' : '') => `/api${path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(value)))}${query}`;
    const url = urlWith(2147480000);
    const M = method.toUpperCase();
    const attempts: Attempt[] = [];

    // Path and query parameters.
    if (pathParams.length)
      for (const bad of ['9007199254740993', '2147483648', '1e999', '-1', 'NaN', '%00', '\u202e1', '1;drop table users'])
        attempts.push({ label: `path ${bad}`, method: M, url: urlWith(bad), headers: base });
    if (hasPage)
      for (const bad of ['0', '-5', '99999999999', '1e999', 'x', '1&page=2'])
        attempts.push({ label: `page ${bad}`, method: M, url: urlWith(2147480000, `?page=${encodeURIComponent(bad)}`), headers: base });

    // Headers.
    attempts.push({ label: 'long token', method: M, url, headers: { ...base, authorization: `Bearer ${'x'.repeat(8000)}` } });
    attempts.push({ label: 'odd language', method: M, url, headers: { ...base, 'accept-language': '\u202e;q=x,,' } });

    const content: Record<string, Json> = op.requestBody?.content ?? {};
    const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
    if (schema) {
      const baseline = (sample(schema) ?? {}) as Record<string, Json>;
      const fields = Object.keys(propertiesOf(schema));
      const acceptsJson = 'application/json' in content;
      const acceptsForm = 'multipart/form-data' in content;
      const jsonH = { ...base, 'content-type': 'application/json' };

      if (acceptsJson) {
        attempts.push({ label: 'baseline json', method: M, url, headers: jsonH, payload: json(baseline) });
        for (const bad of ['', '{', '[]', '"text"', '123', 'null', '{"a":1e999}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'])
          attempts.push({ label: `raw json ${bad.slice(0, 12)}`, method: M, url, headers: jsonH, payload: bad });
        attempts.push({ label: 'extra fields', method: M, url, headers: jsonH, payload: json({ ...baseline, extra_field: 'x', is_admin: 1, permissions: ['*'] }) });
        for (const field of fields)
          for (const [label, value] of BAD_VALUES) attempts.push({ label: `json ${field}=${label}`, method: M, url, headers: jsonH, payload: json({ ...baseline, [field]: value }) });
      }
      if (acceptsForm) {
        const form = (pairs: Array<[string, string]>, label: string, mustRefuse = false) => {
          const f = rawForm(pairs);
          attempts.push({ label, method: M, url, headers: { ...base, ...f.headers }, payload: f.payload, mustRefuse });
        };
        const pairs = formPairs(baseline);
        form(pairs, 'baseline form');
        form([...pairs, ['__proto__[polluted]', '1']], 'form __proto__', true);
        form([...pairs, ['constructor[prototype][polluted]', '1']], 'form constructor', true);
        form([...pairs, ...Array.from({ length: 700 }, (_, i) => [`f${i}`, 'x'] as [string, string])], 'too many fields', true);
        for (const field of fields) {
          const rest = pairs.filter(([n]) => n !== field && !n.startsWith(`${field}[`));
          form([...rest, [field, '1'], [`${field}[b]`, '2']], `form ${field} value then group`, true);
          form([...rest, [`${field}[b]`, '2'], [field, '1']], `form ${field} group then value`, true);
          form([...rest, [`${field}[30000000]`, 'x']], `form ${field} sparse index`, true);
          form([...rest, [`${field}[0][1][2][3][4][5]`, 'x']], `form ${field} deep`, true);
          for (const [label, value] of BAD_VALUES) {
            if (value && typeof value === 'object') continue;
            form([...rest, [field, value === null ? '' : String(value)]], `form ${field}=${label}`);
          }
        }
        const f = rawForm(pairs);
        attempts.push({ label: 'truncated multipart', method: M, url, headers: { ...base, ...f.headers }, payload: f.payload.subarray(0, Math.max(10, f.payload.length - 20)) });
        attempts.push({ label: 'no boundary', method: M, url, headers: { ...base, 'content-type': 'multipart/form-data' }, payload: 'x' });
      }
      attempts.push({ label: 'text/plain', method: M, url, headers: { ...base, 'content-type': 'text/plain' }, payload: 'hello' });
    }

    const problems: string[] = [];
    for (const a of attempts) await send(a, problems);
    expect(problems).toEqual([]);
  });

  it('left nothing on Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
