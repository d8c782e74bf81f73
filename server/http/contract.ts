/**
 * Serves the contract: registers one route per operation of openapi/openapi.json,
 * validates requests against the document's own schemas, enforces who may call it
 * (x-permission / x-access / x-account-types) and dispatches to the handler named
 * by the operationId. Start-up fails when an operation has no handler or a handler
 * no operation, so the contract and the server cannot drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from './errors';
import { UploadedFile } from '../storage';
import type { AccessRule } from '../auth/access';
import { fieldsOfMultipart, parseFormFields, refuseForbiddenCharacters } from './formFields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const here = path.dirname(fileURLToPath(import.meta.url));
export const contractPath = path.resolve(here, '../../openapi/openapi.json');

export function loadContract(): Json {
  return JSON.parse(readFileSync(contractPath, 'utf8'));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let dereferenced: Promise<Json> | undefined;
/**
 * The contract with every `$ref` replaced by its target (json-schema-ref-parser), done once per
 * process. A recursive schema is refused: the validator is given plain trees.
 */
export function dereferencedContract(): Promise<Json> {
  dereferenced ??= dereference(loadContract(), { dereference: { circular: false } });
  return dereferenced;
}

/** Drop what the validator must not see (the contract's extensions and examples; binary fields). */
function forValidator(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(forValidator);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === 'example' || key === 'examples' || key === 'externalDocs' || key === 'xml' || key === 'discriminator') continue;
    out[key] = forValidator(value);
  }
  // A binary field holds the UploadedFile made while streaming; the handler checks it.
  if (out.format === 'binary') return {};
  return out;
}

/** File fields of a (dereferenced) body schema and their caps (x-max-bytes), arrays included. */
function fileCapsOf(schema: Json): Record<string, number> {
  const caps: Record<string, number> = {};
  const parts: Json[] = schema?.allOf ?? [schema];
  for (const part of parts) {
    for (const [name, prop] of Object.entries((part?.properties ?? {}) as Record<string, Json>)) {
      const item = prop?.type === 'array' ? prop.items : prop;
      if (item?.format === 'binary') {
        const cap = item['x-max-bytes'] ?? prop['x-max-bytes'];
        if (typeof cap !== 'number') throw new Error(`file field ${name} has no x-max-bytes`);
        caps[name] = cap;
      }
    }
  }
  return caps;
}

export interface OperationConfig {
  operationId: string;
  access: AccessRule;
  fileCaps: Record<string, number>;
  contentTypes: string[];
  bodyRequired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationConfig;
  }
}

type AnyHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractOptions {
  handlers: Record<string, AnyHandler>;
  /** checks the caller may use the operation; throws ApiError(401/403) */
  authorize: (req: FastifyRequest, access: AccessRule) => Promise<void>;
}

export function operationsOf(doc: Json): Array<{ method: string; path: string; op: Json; pathItem: Json }> {
  const list: Array<{ method: string; path: string; op: Json; pathItem: Json }> = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) if (item[method]) list.push({ method, path: p, op: item[method], pathItem: item });
  }
  return list;
}

export async function registerContract(app: FastifyInstance, options: ContractOptions): Promise<void> {
  const doc = await dereferencedContract();
  const ops = operationsOf(doc);
  const missing = ops.filter(({ op }) => !options.handlers[op.operationId]).map(({ op, method, path: p }) => `${op.operationId} (${method.toUpperCase()} ${p})`);
  const known = new Set(ops.map(({ op }) => op.operationId as string));
  const extra = Object.keys(options.handlers).filter((id) => !known.has(id));
  if (missing.length || extra.length) {
    throw new Error([missing.length ? `Operations without a handler: ${missing.join(', ')}` : '', extra.length ? `Handlers without an operation: ${extra.join(', ')}` : ''].filter(Boolean).join('\n'));
  }

  for (const { method, path: p, op, pathItem } of ops) {
    const parameters: Json[] = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(forValidator);
    const schema: Json = {};
    const byIn = (where: string) => parameters.filter((x) => x.in === where);
    if (byIn('path').length) schema.params = { type: 'object', required: byIn('path').map((x) => x.name), properties: Object.fromEntries(byIn('path').map((x) => [x.name, x.schema])) };
    if (byIn('query').length)
      schema.querystring = {
        type: 'object',
        required: byIn('query')
          .filter((x) => x.required)
          .map((x) => x.name),
        properties: Object.fromEntries(byIn('query').map((x) => [x.name, x.schema])),
      };
    const content: Record<string, Json> = op.requestBody?.content ?? {};
    const contentTypes = Object.keys(content);
    const firstSchema = contentTypes.length ? content[contentTypes[0]].schema : undefined;
    if (firstSchema) schema.body = forValidator(firstSchema);
    const access: AccessRule = {
      permission: op['x-permission'] === undefined ? undefined : Array.isArray(op['x-permission']) ? op['x-permission'] : [op['x-permission']],
      access: op['x-access'],
      accountTypes: op['x-account-types'],
    };
    const operation: OperationConfig = {
      operationId: op.operationId,
      access,
      fileCaps: firstSchema ? fileCapsOf(firstSchema) : {},
      contentTypes,
      bodyRequired: Boolean(op.requestBody?.required),
    };
    const handler = options.handlers[op.operationId];
    const route: RouteOptions = {
      method: method.toUpperCase(),
      url: p.replace(/\{([^}]+)\}/g, ':$1'),
      schema,
      config: { operation },
      // Who may call it is decided before the body is read: a refused caller's upload is never stored.
      onRequest: async (req) => {
        await options.authorize(req, access);
      },
      // The body is parsed once, here, before validation or a handler reads it (server/http/formFields.ts).
      preValidation: async (req) => {
        req.readingBody = false;
        refuseForbiddenCharacters(req.params, 'params');
        refuseForbiddenCharacters(req.query, 'query');
        if (req.body === undefined || req.body === null) {
          if (operation.bodyRequired && contentTypes.length) throw ApiError.invalid({ body: ['validation.required'] });
          if (contentTypes.length) req.body = {};
          return;
        }
        const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        // An operation without a body ignores one sent anyway.
        if (!contentTypes.length) return void (req.body = undefined);
        if (type && !contentTypes.includes(type)) throw new ApiError(415, 'common.unsupportedMedia');
        if (type === 'multipart/form-data') req.body = parseFormFields(fieldsOfMultipart(req.body as Record<string, unknown>));
        else if (typeof req.body !== 'object' || Array.isArray(req.body)) throw ApiError.invalid({ body: ['validation.invalid'] });
        refuseForbiddenCharacters(req.body, 'body');
        // A file field holds what was uploaded as a file, never text sent under its name.
        for (const field of Object.keys(operation.fileCaps)) {
          const value = (req.body as Record<string, unknown>)[field];
          if (value !== undefined && !(Array.isArray(value) ? value : [value]).every((v) => v instanceof UploadedFile)) throw ApiError.field(field, 'validation.file.type');
        }
      },
      handler: async (req, reply) => {
        const result = await handler(req, reply);
        if (reply.sent) return reply;
        return result;
      },
    };
    app.route(route);
  }
}
