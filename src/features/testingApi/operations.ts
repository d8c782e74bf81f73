/**
 * The API explorer's reading of the contract (the OpenAPI document the server serves at
 * /api/docs/json): its operations grouped by tag, who may call each, and how a call is made.
 * Pure: no React, no fetch.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  type?: string;
}

/** Who may call an operation, as the contract declares it (x-permission / x-access, x-account-types). */
export interface Access {
  permissions: string[];
  access?: 'public' | 'session' | 'registration';
  accountTypes: string[];
}

export interface Operation {
  id: string;
  method: Method;
  /** the contract's path, relative to the server's base (e.g. /users) */
  path: string;
  tag: string;
  summary: string;
  description: string;
  access: Access;
  mena: boolean;
  /** path and query parameters (headers are the explorer's own: token and language) */
  parameters: Parameter[];
  /** the request body's media types, if it takes one */
  bodyTypes: string[];
  bodyRequired: boolean;
}

export interface TagGroup {
  name: string;
  description: string;
  operations: Operation[];
}

export interface Contract {
  title: string;
  version: string;
  /** where the paths are served (servers[0].url), e.g. /api */
  base: string;
  groups: TagGroup[];
}

type Doc = Record<string, unknown>;
const obj = (v: unknown): Doc => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Doc) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** Follows a local `$ref` (#/components/…) once. */
function deref(doc: Doc, node: unknown): Doc {
  const ref = str(obj(node).$ref);
  if (!ref.startsWith('#/')) return obj(node);
  return obj(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, k) => obj(n)[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc),
  );
}

function parametersOf(doc: Doc, shared: unknown, own: unknown): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...list(shared), ...list(own)]) {
    const p = deref(doc, raw);
    const where = str(p.in);
    if (where !== 'path' && where !== 'query') continue;
    const schema = deref(doc, p.schema);
    const param: Parameter = { name: str(p.name), in: where, required: p.required === true || where === 'path' };
    if (p.description) param.description = str(p.description);
    if (schema.type) param.type = list(schema.type).map(String).join(' | ');
    byKey.set(`${where}:${param.name}`, param);
  }
  return [...byKey.values()];
}

export function readContract(raw: unknown): Contract {
  const doc = obj(raw);
  const info = obj(doc.info);
  const tagInfo = new Map(list(doc.tags).map((t) => [str(obj(t).name), str(obj(t).description)]));
  const groups = new Map<string, TagGroup>();
  for (const [path, itemRaw] of Object.entries(obj(doc.paths))) {
    const item = obj(itemRaw);
    for (const method of METHODS) {
      if (!item[method]) continue;
      const op = obj(item[method]);
      const tag = str(list(op.tags)[0]) || 'other';
      const body = deref(doc, op.requestBody);
      const access: Access = { permissions: list(op['x-permission']).map(String), accountTypes: list(op['x-account-types']).map(String) };
      const x = str(op['x-access']);
      if (x === 'public' || x === 'session' || x === 'registration') access.access = x;
      const operation: Operation = {
        id: str(op.operationId) || `${method} ${path}`,
        method,
        path,
        tag,
        summary: str(op.summary),
        description: str(op.description),
        access,
        mena: op['x-mena'] === true,
        parameters: parametersOf(doc, item.parameters, op.parameters),
        bodyTypes: Object.keys(obj(body.content)),
        bodyRequired: body.required === true,
      };
      let group = groups.get(tag);
      if (!group) groups.set(tag, (group = { name: tag, description: tagInfo.get(tag) ?? '', operations: [] }));
      group.operations.push(operation);
    }
  }
  // the contract's tag order first, then any other tag by name
  const order = [...tagInfo.keys()];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const sorted = [...groups.values()].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  for (const g of sorted) g.operations.sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  return { title: str(info.title), version: str(info.version), base: str(obj(list(doc.servers)[0]).url).replace(/\/$/, ''), groups: sorted };
}

/** The operations whose path, id, summary, tag or permissions contain the text (any case). */
export function filterGroups(groups: TagGroup[], text: string): TagGroup[] {
  const q = text.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((g) => ({
      ...g,
      operations: g.operations.filter((o) => [o.path, o.id, o.summary, o.tag, o.method, ...o.access.permissions, o.access.access ?? ''].some((s) => s.toLowerCase().includes(q))),
    }))
    .filter((g) => g.operations.length > 0);
}

/** Whether the explorer can send it: a GET or POST whose body, if any, may be JSON. */
export function canTry(op: Operation): boolean {
  return (op.method === 'get' || op.method === 'post') && (op.bodyTypes.length === 0 || op.bodyTypes.includes('application/json'));
}

/**
 * The address of a call: the path with its parameters filled in (encoded) and the non-empty
 * query values. Missing path parameters are named in `missing`.
 */
export function buildUrl(base: string, op: Operation, values: Record<string, string>): { url: string; missing: string[] } {
  const missing: string[] = [];
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = (values[`path:${name}`] ?? '').trim();
    if (!v) missing.push(name);
    return encodeURIComponent(v);
  });
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in !== 'query') continue;
    const v = (values[`query:${p.name}`] ?? '').trim();
    if (v) query.set(p.name, v);
  }
  const qs = query.toString();
  return { url: `${base}${path}${qs ? `?${qs}` : ''}`, missing };
}

/**
 * A contract description as paragraphs: YAML block text breaks its lines where the writer
 * did; lines are joined again, except list items ("- …") and blank-line paragraph breaks.
 */
export function paragraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .reduce<string[]>((out, line) => {
          if (line.startsWith('- ') || out.length === 0) out.push(line);
          else out[out.length - 1] += ` ${line}`;
          return out;
        }, []),
    )
    .filter((p) => p.length > 0);
}
