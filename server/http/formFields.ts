/**
 * The one parser of indexed form fields (spec 000 §5: `roles[0]`, `roles[1]`, `a[b]`), run on every
 * multipart body before anything else reads it.
 *
 * It is hostile-input first: the output is built of null-prototype objects, `__proto__`,
 * `constructor` and `prototype` are refused as path segments (a field named `__proto__[x]` once
 * wrote onto Object.prototype of the whole process), an index is a key in a map and never an
 * allocation (`a[30000000]` once blocked the event loop), and a field sent both as a value and as a
 * group (`a=1` with `a[b]=2`) is refused instead of crashing. Every refusal is a 422 on the field's
 * top-level name; the caps live in `formLimits`.
 */
import { ApiError } from './errors';

export const formLimits = {
  /** fields and files in one form (the multipart reader stops at these too) */
  maxFields: 500,
  maxFiles: 30,
  /** bracket segments after the name: `a[0][b]` has two */
  maxDepth: 4,
  /** the highest list index accepted: lists of the spec are short (roles, members, services) */
  maxIndex: 999,
  /** bytes of a field name */
  maxNameBytes: 200,
} as const;

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** One field of a form: its name as sent and its value (text, or the upload made while streaming). */
export interface RawField {
  name: string;
  value: unknown;
}

interface MultipartPart {
  type: 'field' | 'file';
  value?: unknown;
  mimetype?: string;
  valueTruncated?: boolean;
}

/**
 * The fields of a multipart body as @fastify/multipart attaches them (name → part or parts).
 * A value cut at the field-size limit is refused, never stored shortened; a part typed as JSON is
 * refused too (the spec's client sends plain fields).
 */
export function* fieldsOfMultipart(body: Record<string, unknown>): Generator<RawField> {
  for (const [name, entry] of Object.entries(body)) {
    for (const part of (Array.isArray(entry) ? entry : [entry]) as MultipartPart[]) {
      const top = name.split('[')[0] || 'body';
      if (part?.type === 'field') {
        if (part.valueTruncated) throw new ApiError(413, 'common.fieldTooLong', { errors: { [top]: ['validation.too_long'] } });
        if (typeof part.value !== 'string') refuse(top, 'validation.invalid');
      }
      yield { name, value: part?.value };
    }
  }
}

type Tree = { kind: 'group'; keys: Map<string, Tree> } | { kind: 'list'; items: Map<number, Tree>; appended: Tree[] } | { kind: 'value'; values: unknown[] };

function refuse(field: string, message: string): never {
  throw ApiError.field(field, message);
}

/** `a[0][b]` → ['a', '0', 'b'], or a refusal. */
export function segmentsOf(name: string): string[] {
  const match = NAME.exec(name);
  const top = (match?.[1] ?? name.split('[')[0]) || 'body';
  if (!match || Buffer.byteLength(name) > formLimits.maxNameBytes) refuse(top, 'validation.fieldName');
  const rest = match[2] ? match[2].slice(1, -1).split('][') : [];
  if (rest.length > formLimits.maxDepth) refuse(top, 'validation.fieldName');
  for (const s of [match[1], ...rest]) if (FORBIDDEN_SEGMENTS.has(s)) refuse(top, 'validation.fieldName');
  return [match[1], ...rest];
}

const isIndex = (s: string) => /^\d{1,9}$/.test(s);

function childKind(segment: string): 'list' | 'group' {
  return segment === '' || isIndex(segment) ? 'list' : 'group';
}

function newNode(kind: 'list' | 'group'): Tree {
  return kind === 'list' ? { kind: 'list', items: new Map(), appended: [] } : { kind: 'group', keys: new Map() };
}

/**
 * Build the body of a form from its fields. Empty values are dropped (the spec's client sends
 * unset fields as empty strings); a name repeated without an index becomes a list, as before.
 */
export function parseFormFields(fields: Iterable<RawField>): Record<string, unknown> {
  const root: Tree = { kind: 'group', keys: new Map() };
  let count = 0;
  for (const { name, value } of fields) {
    if (++count > formLimits.maxFields) throw new ApiError(413, 'common.tooManyFields');
    const segments = segmentsOf(name);
    const top = segments[0];
    if (value === '' || value === undefined || value === null) continue;
    let node: Tree = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      const last = i === segments.length - 1;
      const wanted = last ? 'value' : childKind(segments[i + 1]);
      if (node.kind === 'value') refuse(top, 'validation.formShape');
      let next: Tree | undefined;
      if (node.kind === 'group') {
        if (segment === '' || isIndex(segment)) refuse(top, 'validation.formShape');
        next = node.keys.get(segment);
        if (!next) {
          next = wanted === 'value' ? { kind: 'value', values: [] } : newNode(wanted);
          node.keys.set(segment, next);
        }
      } else {
        if (segment === '') {
          next = wanted === 'value' ? { kind: 'value', values: [] } : newNode(wanted);
          node.appended.push(next);
        } else {
          if (!isIndex(segment)) refuse(top, 'validation.formShape');
          const index = Number(segment);
          if (index > formLimits.maxIndex) refuse(top, 'validation.tooManyItems');
          next = node.items.get(index);
          if (!next) {
            next = wanted === 'value' ? { kind: 'value', values: [] } : newNode(wanted);
            node.items.set(index, next);
          }
        }
      }
      if (next.kind !== wanted) refuse(top, 'validation.formShape');
      node = next;
    }
    if (node.kind !== 'value') refuse(top, 'validation.formShape');
    node.values.push(value);
  }
  return build(root) as Record<string, unknown>;
}

/** The tree as plain data: null-prototype objects, lists closed up in index order. */
function build(node: Tree): unknown {
  if (node.kind === 'value') return node.values.length === 1 ? node.values[0] : node.values;
  if (node.kind === 'list') {
    const ordered = [...node.items.entries()].sort((a, b) => a[0] - b[0]).map(([, child]) => child);
    return [...ordered, ...node.appended].map(build);
  }
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, child] of node.keys) out[key] = build(child);
  return out;
}

/**
 * Characters no field may carry: NUL and the other C0 controls but tab and line breaks
 * (PostgreSQL cannot store NUL in text), and unpaired surrogates (not UTF-8 at all).
 * Bidi marks are fine: Arabic text uses them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Walk a parsed request part (body, query, params) and refuse any string with forbidden
 * characters, naming the top-level field. Depth and size are already bounded by the parsers.
 */
export function refuseForbiddenCharacters(input: unknown, where: string): void {
  const walk = (value: unknown, field: string, depth: number): void => {
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) refuse(field || where, 'validation.characters');
    } else if (value && typeof value === 'object' && depth < 32) {
      if (Array.isArray(value)) for (const item of value) walk(item, field, depth + 1);
      else if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
        for (const [key, item] of Object.entries(value)) {
          if (hasForbiddenCharacters(key)) refuse(field || where, 'validation.characters');
          walk(item, field || key, depth + 1);
        }
      }
    }
  };
  walk(input, '', 0);
}
