/**
 * Bundles the contract (openapi/base.yaml + openapi/areas/*.yaml) into
 * openapi/openapi.json and generates openapi/schema.d.ts from it.
 * `--check` regenerates in memory and fails when the committed files are stale.
 *
 * An area may declare `x-twin`: a second family served by the same code under another prefix
 * (spec 001 §7: general/location-orders and general/orders are "the same set"). Its paths,
 * operationIds and permissions are derived here from the area's own, so the two cannot drift;
 * the schemas are shared.
 *
 * It also checks what the server relies on: every operation has an operationId and
 * declares who may call it (x-permission naming a permission of the catalogue, or
 * x-access), and no area redefines another's path or schema.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allPermissions } from '../shared/permissions';
import { twinOperationId } from '../shared/twins';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'openapi');
export const BUNDLE = path.join(dir, 'openapi.json');
export const TYPES = path.join(dir, 'schema.d.ts');
export const PERMISSION_NAMES = path.join(root, 'shared/permission-names.ts');
export const OPERATIONS = path.join(dir, 'operations.ts');

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ACCESS = new Set(['public', 'session', 'registration']);

function mergeInto(target: Doc, source: Doc, where: string, file: string) {
  for (const [key, value] of Object.entries(source ?? {})) {
    if (key in target) throw new Error(`${file}: ${where}.${key} is already defined by another area`);
    target[key] = value;
  }
}

export async function bundle(): Promise<Doc> {
  const base = parse(await readFile(path.join(dir, 'base.yaml'), 'utf8')) as Doc;
  base.paths = {};
  const areas = (await readdir(path.join(dir, 'areas'))).filter((f) => f.endsWith('.yaml')).sort();
  for (const file of areas) {
    const area = parse(await readFile(path.join(dir, 'areas', file), 'utf8')) as Doc;
    mergeInto(base.paths, area.paths, 'paths', file);
    if (area['x-twin']) mergeInto(base.paths, twinPaths(area.paths, area['x-twin'] as Twin), 'paths', `${file} (x-twin)`);
    for (const [section, entries] of Object.entries((area.components ?? {}) as Doc)) {
      base.components[section] ??= {};
      mergeInto(base.components[section], entries as Doc, `components.${section}`, file);
    }
    for (const tag of area.tags ?? []) if (!base.tags.some((t: Doc) => t.name === tag.name)) base.tags.push(tag);
  }
  checkOperations(base);
  boundIntegers(base);
  const result = await new Validator().validate(base);
  if (!result.valid) throw new Error(`The bundled contract is not valid OpenAPI:\n${JSON.stringify(result.errors, null, 2)}`);
  return base;
}

/** An area's second family (see the header): how its paths, operationIds and permissions are named. */
export interface Twin {
  /** the path prefix of the area's family and the twin's (`/general/orders/` → `/general/location-orders/`) */
  prefix: [string, string];
  /** the word in operationIds (`Order` → `LocationOrder`: listOrders → listLocationOrders, orderDetails → locationOrderDetails) */
  word: [string, string];
  /** the permission prefix (`order-` → `locationorder-`) */
  permission: [string, string];
  tag: string;
  /** operations of the first family only */
  except?: string[];
}

function twinPaths(paths: Doc, twin: Twin): Doc {
  const out: Doc = {};
  for (const [p, item] of Object.entries(paths)) {
    if (!p.startsWith(twin.prefix[0])) continue;
    const copy: Doc = {};
    for (const method of METHODS) {
      const op = item[method] as Doc | undefined;
      if (!op || (twin.except ?? []).includes(op.operationId)) continue;
      const perm = op['x-permission'] as string | string[] | undefined;
      // a permission the twin family has no equivalent of (the one blacklist's) stays as it is
      const rename = (name: string) => {
        const twinName = name.startsWith(twin.permission[0]) ? twin.permission[1] + name.slice(twin.permission[0].length) : name;
        return (allPermissions as readonly string[]).includes(twinName) ? twinName : name;
      };
      copy[method] = {
        ...structuredClone(op),
        operationId: twinOperationId(op.operationId, twin.word),
        tags: [twin.tag],
        ...(perm === undefined ? {} : { 'x-permission': Array.isArray(perm) ? perm.map(rename) : rename(perm) }),
      };
    }
    if (Object.keys(copy).length) out[twin.prefix[1] + p.slice(twin.prefix[0].length)] = copy;
  }
  return out;
}

function checkOperations(doc: Doc) {
  const known = new Set(allPermissions);
  const ids = new Set<string>();
  const problems: string[] = [];
  for (const [p, item] of Object.entries(doc.paths as Doc)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${p}`;
      if (!op.operationId) problems.push(`${where}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} used twice`);
      else ids.add(op.operationId);
      const perm = op['x-permission'];
      const access = op['x-access'];
      if ((perm === undefined) === (access === undefined)) problems.push(`${where}: declare exactly one of x-permission or x-access`);
      for (const name of perm === undefined ? [] : Array.isArray(perm) ? perm : [perm]) {
        if (!known.has(name)) problems.push(`${where}: x-permission "${name}" is not in shared/permissions.ts`);
      }
      if (access !== undefined && !ACCESS.has(access)) problems.push(`${where}: x-access must be public, session or registration`);
    }
  }
  if (problems.length) throw new Error(`Contract problems:\n- ${problems.join('\n- ')}`);
}

/**
 * An integer of the contract is a PostgreSQL `integer` unless it says otherwise: bound every
 * integer schema without its own limits to int32, so an id beyond 2^31 (or 2^53, or 1e999) is a
 * 422 on its field from the validator instead of a database error.
 */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;
function boundIntegers(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(boundIntegers);
  if (!node || typeof node !== 'object') return;
  const schema = node as Doc;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && !schema.enum && schema.const === undefined) {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = INT32.maximum;
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = INT32.minimum;
  }
  for (const value of Object.values(schema)) boundIntegers(value);
}

export async function generate(): Promise<{ bundle: string; types: string; operations: string; permissions: string }> {
  const doc = await bundle();
  const ast = await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false, defaultNonNullable: false });
  const header = '/**\n * Generated from openapi/ by `npm run gen:api`. Do not edit.\n */\n\n';
  return { bundle: `${JSON.stringify(doc, null, 2)}\n`, types: header + astToString(ast), operations: operationsMap(doc), permissions: permissionNames() };
}

/**
 * What the client's one query layer needs to know per call without loading the contract:
 * which operations go to the Mina base (x-mena) and which take a JSON body only. Every other
 * body is sent as the spec's form fields (unless a call asks for JSON). The few JSON-only ones
 * are listed rather than the many form ones: this map is in the first screen's code.
 */
function operationsMap(doc: Doc): string {
  const mena: string[] = [];
  const json: string[] = [];
  for (const [p, item] of Object.entries(doc.paths as Doc)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (op['x-mena'] === true) mena.push(`${method} ${p}`);
      if (op.requestBody && !op.requestBody.content?.['multipart/form-data']) json.push(`${method} ${p}`);
    }
  }
  const list = (name: string, doc: string, keys: string[]) => `/** ${doc} */\nexport const ${name}: ReadonlySet<string> = new Set([\n${keys.map((k) => `  '${k}',\n`).join('')}]);\n`;
  return [
    '/**\n * Generated from openapi/ by `npm run gen:api`. Do not edit.\n */\n',
    list('menaOperations', '"method path" of the operations the spec sends to the Mina API base (x-mena).', mena),
    list('jsonBodyOperations', '"method path" of the operations whose body is JSON only (every other body is sent as form data).', json),
  ].join('\n');
}

/**
 * The catalogue's permission names as a union type (shared/permission-names.ts), so a misspelt
 * permission in a machine's `who`, a route's handle or a menu item fails typecheck. The catalogue
 * builds its names with helpers, so the literal union is generated from it.
 */
function permissionNames(): string {
  return ['/**\n * Generated from shared/permissions.ts by `npm run gen:api`. Do not edit.\n */\n', `export type Permission =\n${allPermissions.map((name) => `  | '${name}'`).join('\n')};\n`].join(
    '\n',
  );
}

async function main() {
  const check = process.argv.includes('--check');
  const out = await generate();
  const files: Array<[string, string]> = [
    [BUNDLE, out.bundle],
    [TYPES, out.types],
    [OPERATIONS, out.operations],
    [PERMISSION_NAMES, out.permissions],
  ];
  if (check) {
    const stale: string[] = [];
    for (const [file, content] of files) {
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current !== content) stale.push(path.relative(root, file));
    }
    if (stale.length) {
      console.error(`Generated contract files are stale: ${stale.join(', ')}. Run \`npm run gen:api\` and commit the result.`);
      process.exit(1);
    }
    console.log('contract: generated files are up to date');
    return;
  }
  for (const [file, content] of files) await writeFile(file, content);
  console.log(`contract: wrote ${files.map(([f]) => path.relative(root, f)).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
