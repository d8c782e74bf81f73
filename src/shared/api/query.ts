/**
 * The one typed query layer over the contract: `$api.useQuery('post', '/users', init)` and
 * `$api.useMutation(...)` (openapi-react-query) over `contract`, an openapi-fetch client that
 * does per call what each area used to do by hand:
 *  - sends the spec's x-mena operations to the Mina base (`mena()`), the rest to ours;
 *  - sends bodies of operations that accept form data as the spec's form fields (`asForm`),
 *    unless the call passes its own `bodySerializer` (`asJson`, to clear optional fields);
 *  - turns every failure into an ApiFailure (message, code, 422 field errors); the 401 is
 *    handled once by the client's middleware (session ends, back to /login).
 * Query keys are `[method, path, init]`, so `invalidatePaths(client, '/users')` refreshes
 * every cached answer of those paths.
 */
import createQueryClient from 'openapi-react-query';
import type { Client } from 'openapi-fetch';
import type { QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { paths } from '../../../openapi/schema';
import { jsonBodyOperations, menaOperations } from '../../../openapi/operations';
import { api, asForm, mena } from './client';
import { ApiFailure } from './errors';

/** Send a body as JSON even where the operation accepts form data (form data leaves empty values out). */
export const asJson = { bodySerializer: (body: unknown) => JSON.stringify(body) };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** An ApiFailure from an openapi-fetch result that is not a success. */
export function failureOf(result: Result): ApiFailure {
  const body = (result.error ?? {}) as { message?: string; code?: string; errors?: Record<string, string[]>; data?: unknown };
  return new ApiFailure(result.response.status, body.message ?? 'errors.generic', body.code, body.errors, body.data);
}

async function send(method: Method, path: string, init: Record<string, unknown> = {}): Promise<Result> {
  const key = `${method.toLowerCase()} ${path}`;
  const target = menaOperations.has(key) ? mena() : api;
  // `scope` only separates cache entries (whose data a key holds); it is not sent
  const { scope: _scope, ...rest } = init;
  // a body goes as the spec's form fields unless its operation takes JSON only (or the call chose its own serializer)
  const options = !jsonBodyOperations.has(key) && rest.body !== undefined && !rest.bodySerializer ? { ...rest, ...asForm } : rest;
  let result: Result;
  try {
    result = await (target[method] as (p: string, o: unknown) => Promise<Result>)(path, options);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiFailure(0, 'errors.network');
  }
  if (result.response.ok && result.data !== undefined) return result;
  throw failureOf(result);
}

/** The contract's client with the Mina base, form data and failures built in; a call resolves only on success. */
export const contract = Object.fromEntries(METHODS.map((m) => [m, (path: string, init?: Record<string, unknown>) => send(m, path, init)])) as unknown as Client<paths>;

/** Typed TanStack Query hooks and options for every operation of the contract. */
export const $api = createQueryClient(contract);

/** A query of `$api` as the screens see it: its failure is an ApiFailure (what `contract` throws), not the contract's error body. */
export function failing<D>(query: UseQueryResult<D, unknown>): UseQueryResult<D, ApiFailure> {
  return query as UseQueryResult<D, ApiFailure>;
}

/** The data of a call through `contract` (which already threw on failure). */
export async function call<T>(promise: Promise<{ data?: T }>): Promise<T> {
  return (await promise).data as T;
}

/** The path of a `[method, path, init]` query key. */
const pathOf = (key: QueryKey) => (typeof key[1] === 'string' ? key[1] : undefined);

/** Is this query an answer of one of these paths (a path, or a prefix ending in `/`)? */
export function isOfPaths(key: QueryKey, prefixes: readonly string[]): boolean {
  const p = pathOf(key);
  return !!p && prefixes.some((x) => p === x || (x.endsWith('/') && p.startsWith(x)));
}

/** Refetch every cached answer of these paths. */
export function invalidatePaths(client: QueryClient, ...prefixes: string[]): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => isOfPaths(q.queryKey, prefixes) });
}

/**
 * A call's init with a cache scope: whose data the answer is (e.g. the signed-in user's id),
 * so that after signing out and in as someone else nothing of the last user shows. Not sent.
 */
export function scoped<I>(init: I, scope: string | number): I {
  return { ...init, scope } as I;
}
