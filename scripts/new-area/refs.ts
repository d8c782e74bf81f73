/**
 * What a reference field (`square_id:ref=squares`) needs to know of the area it points at, read
 * from that area's own files as they are now (so a target grown by hand since it was generated is
 * read as it is): its contract fragment (openapi/areas/<target>.yaml) gives the list call, the
 * record's fields and what a new record needs; its table.ts gives the Drizzle export; its
 * locales.ts gives a default label. Nothing is kept beside the area: the files are the truth.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** A value the tests send when they make a target record: a literal, or the id of a record of another target. */
export type SampleValue = { literal: string } | { ref: string };

/** One record the tests make, through the target's own store call, before records that point at it. */
export interface SetupStep {
  /** the target area (camelCase folder name); also the variable holding the new record's id */
  area: string;
  apiPath: string;
  body: Array<[string, SampleValue]>;
  /** the method of the target's delete call (`<path>/delete/{id}`), if it has one: the tests remove what they made */
  deleteMethod?: 'POST' | 'DELETE';
}

export interface RefTarget {
  /** camelCase folder name (server/features/<area>) */
  area: string;
  /** the table's export in server/features/<area>/table.ts */
  tableExport: string;
  /** the list call's path under /api, without the leading slash */
  apiPath: string;
  Plural: string;
  Singular: string;
  /** the field that names a record (the first string field), and its Drizzle property */
  nameField: string;
  nameProp: string;
  /** the English name's Drizzle property, when the target has `name_en` */
  nameEnProp?: string;
  /** the target's list filters take `search`, and can be sorted by the name field */
  search: boolean;
  sortByName: boolean;
  /** the target keeps deleted rows (`deleted_at`): those cannot be chosen */
  softDelete: boolean;
  /** the list call's permission (a caller choosing from the list needs it) */
  indexPermission: string;
  /** the default label of a field pointing at it: one record of the target */
  item?: { ar: string; en: string };
  /** the records to make, in order, so that one of this target exists (its own targets first) */
  setup: SetupStep[];
}

type Schema = Record<string, unknown>;

const camel = (s: string) => s.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase());

/** A JSON-ish schema of the fragment, with `anyOf: [X, null]` seen as X. */
function plain(s: Schema | undefined): Schema {
  if (!s) return {};
  const any = s.anyOf as Schema[] | undefined;
  if (any) return plain(any.find((x) => x.type !== 'null'));
  return s;
}

const isShortText = (s: Schema) => s.type === 'string' && !s.format && !s.enum && (typeof s.maxLength !== 'number' || s.maxLength <= 200);

/** A valid value of an input field for a made-up record (`n` keeps text values apart). */
function sampleOf(area: string, name: string, s: Schema, n: string): SampleValue {
  if (typeof s['x-ref'] === 'string') return { ref: s['x-ref'] };
  if (Array.isArray(s.enum)) return { literal: JSON.stringify(s.enum[0]) };
  if (s.$ref === '#/components/schemas/Flag') return { literal: '1' };
  switch (s.type) {
    case 'integer':
    case 'number':
      return { literal: String(Math.max(1, typeof s.minimum === 'number' ? s.minimum : 1)) };
    case 'string':
      if (s.format === 'date') return { literal: "'2026-05-20'" };
      if (s.format === 'binary') throw new Error(`a record of ${area} needs the file "${name}": the generated tests cannot make one; point at an area whose records need no file`);
      if (s.format === 'email') return { literal: `\`${name}-\${${n}}@example.com\`` };
      // short, upper-case Latin letters, digits and dashes: fits the codes areas constrain (e.g. MZ-07) and their lengths
      return {
        literal: `\`${area.slice(0, 4).toUpperCase()}-${name
          .split('_')
          .map((w) => w[0]!.toUpperCase())
          .join('')}-\${${n}}\``,
      };
    default:
      throw new Error(`a record of ${area} needs "${name}", whose type the generator cannot fill in (${JSON.stringify(s)})`);
  }
}

/**
 * Reads the target area `target` under `root`. `n` is the expression the tests use to keep the
 * made-up records' text values apart (a counter).
 */
export function readRefTarget(root: string, target: string, n = 'seq', seen: string[] = []): RefTarget {
  if (seen.includes(target)) throw new Error(`references go round in a circle: ${[...seen, target].join(' → ')}`);
  const yamlFile = path.join(root, 'openapi/areas', `${target}.yaml`);
  const tableFile = path.join(root, 'server/features', target, 'table.ts');
  if (!existsSync(yamlFile) || !existsSync(tableFile)) {
    const known = existsSync(path.join(root, 'openapi/areas')) ? readdirNames(path.join(root, 'openapi/areas')).filter((a) => existsSync(path.join(root, 'server/features', a, 'table.ts'))) : [];
    throw new Error(
      `ref=${target}: no area "${target}" (it needs openapi/areas/${target}.yaml and server/features/${target}/table.ts; generate it first). Areas that can be referred to: ${known.join(', ') || 'none'}`,
    );
  }
  const doc = parse(readFileSync(yamlFile, 'utf8')) as { paths?: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };
  const schemas = doc.components?.schemas ?? {};
  // the list call: the POST whose body is `<Singular>Filters` and whose answer is `<Singular>Page`
  let list: { path: string; op: Schema; Singular: string } | undefined;
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    const op = ops.post;
    if (!op || !/^list[A-Z]/.test(String(op.operationId))) continue;
    const ref = JSON.stringify(op.requestBody ?? {}).match(/#\/components\/schemas\/([A-Za-z0-9]+)Filters/)?.[1];
    if (ref && schemas[ref] && !p.includes('{')) {
      list = { path: p, op, Singular: ref };
      break;
    }
  }
  if (!list) throw new Error(`ref=${target}: openapi/areas/${target}.yaml has no list call (a POST list… operation taking <Singular>Filters)`);
  const { Singular } = list;
  const props = (schemas[Singular]?.properties ?? {}) as Record<string, Schema>;
  const nameField = Object.keys(props).find((k) => k !== 'id' && isShortText(plain(props[k])));
  if (!nameField) throw new Error(`ref=${target}: its ${Singular} schema has no string field to name its records by`);
  const tableText = readFileSync(tableFile, 'utf8');
  const tableExport = /export const (\w+) = pgTable\(/.exec(tableText)?.[1];
  if (!tableExport) throw new Error(`ref=${target}: server/features/${target}/table.ts exports no pgTable`);
  const propOf = (column: string) => new RegExp(`(\\w+): \\w+\\('${column}'`).exec(tableText)?.[1];
  const nameProp = propOf(nameField) ?? camel(nameField);
  const nameEnProp = 'name_en' in props && nameField !== 'name_en' ? (propOf('name_en') ?? 'nameEn') : undefined;
  const filters = JSON.stringify(schemas[`${Singular}Filters`] ?? {});
  const sortEnum = /"sort":\{[^}]*"enum":\[([^\]]*)\]/.exec(filters)?.[1] ?? '';
  // what a new record needs: the input's required fields (a reference among them: that target's record first)
  const input = schemas[`${Singular}Input`] ?? {};
  const inputProps = (input.properties ?? {}) as Record<string, Schema>;
  const setup: SetupStep[] = [];
  const body: Array<[string, SampleValue]> = [];
  for (const name of (input.required as string[] | undefined) ?? []) {
    const value = sampleOf(target, name, plain(inputProps[name]), n);
    if ('ref' in value) {
      for (const step of readRefTarget(root, value.ref, n, [...seen, target]).setup) if (!setup.some((s) => s.area === step.area)) setup.push(step);
    }
    body.push([name, value]);
  }
  // its name (and English name) always, so the tests can find the record by what it shows
  for (const name of [nameField, ...(nameEnProp ? ['name_en'] : [])]) {
    if (!body.some(([k]) => k === name) && inputProps[name]) body.push([name, sampleOf(target, name, plain(inputProps[name]), n)]);
  }
  const deleteOp = doc.paths?.[`${list.path}/delete/{id}`];
  const deleteMethod = deleteOp?.post ? 'POST' : deleteOp?.delete ? 'DELETE' : undefined;
  setup.push({ area: target, apiPath: list.path.replace(/^\/+/, ''), body, ...(deleteMethod ? { deleteMethod } : {}) });
  let item: { ar: string; en: string } | undefined;
  const localesFile = path.join(root, 'src/features', target, 'locales.ts');
  if (existsSync(localesFile)) {
    // one record's name, from the screens' titles: "عرض X"/"X", else "إضافة X"/"Add x"
    const text = readFileSync(localesFile, 'utf8');
    const titles = (key: string) => [...text.matchAll(new RegExp(`\\b${key}: '([^']+)'`, 'g'))].map((x) => x[1]!);
    const arabic = (v: string) => /[\u0600-\u06ff]/.test(v);
    const views = titles('view');
    const creates = titles('create');
    const ar = views.find(arabic)?.replace(/^عرض\s+/, '') ?? creates.find(arabic)?.replace(/^إضافة\s+/, '');
    const en = views.find((v) => !arabic(v)) ?? creates.find((v) => !arabic(v))?.replace(/^Add\s+(.)/, (_, c: string) => c.toUpperCase());
    if (ar && en && arabic(ar)) item = { ar, en };
  }
  return {
    area: target,
    tableExport,
    apiPath: list.path.replace(/^\/+/, ''),
    Plural: String(list.op.operationId).replace(/^list/, ''),
    Singular,
    nameField,
    nameProp,
    ...(nameEnProp ? { nameEnProp } : {}),
    search: /"search":/.test(filters),
    sortByName: sortEnum.includes(`"${nameField}"`),
    softDelete: /'deleted_at'/.test(tableText),
    indexPermission: typeof list.op['x-permission'] === 'string' ? list.op['x-permission'] : '',
    ...(item ? { item } : {}),
    setup,
  };
}

function readdirNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''));
}
