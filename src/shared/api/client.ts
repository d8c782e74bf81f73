/**
 * The one typed API client (openapi-fetch over the generated contract types):
 * bearer token, Accept-Language, and the spec's 401 handling — the session ends
 * and the user goes to /login with no message (spec 000 §8).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../openapi/schema';
import { storedLang } from '../i18n';
import { sessionStore, rememberIntendedPath } from '../auth/session';
import { ApiFailure } from './errors';
import { toFormData } from './form';

export const API_BASE = '/api';

let onUnauthorized: () => void = () => {
  rememberIntendedPath(window.location.pathname + window.location.search);
  window.location.assign('/login');
};

/** The router replaces the default full-page redirect with a navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const auth: Middleware = {
  onRequest({ request }) {
    const token = sessionStore.token();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    request.headers.set('Accept-Language', storedLang());
    request.headers.set('Accept', 'application/json');
    return request;
  },
  onResponse({ response, request }) {
    // A failed sign-in is not a lost session.
    if (response.status === 401 && !request.url.endsWith('/auth/login')) {
      sessionStore.clear();
      onUnauthorized();
    }
    return response;
  },
};

/**
 * How requests leave the app: the browser's fetch. Storybook swaps in a
 * transport that answers from each story's fixtures (stories/support/mockApi.ts).
 */
let transport: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request);
export function setTransport(next: (request: Request) => Promise<Response>): void {
  transport = next;
}

function make(baseUrl: string) {
  const client = createClient<paths>({ baseUrl, fetch: (request: Request) => transport(request) });
  client.use(auth);
  return client;
}

export const api = make(API_BASE);

let menaBase = API_BASE;
let menaClient = api;
/** The Mina site's API, for the calls the spec sends there (x-mena); our own API unless configured. */
export function mena() {
  return menaClient;
}
export function configureMena(base: string): void {
  if (base === menaBase) return;
  menaBase = base;
  menaClient = base === API_BASE ? api : make(base);
}

/** Send a body as the spec's form data (indexed fields, 0/1). */
export const asForm = { bodySerializer: (body: unknown) => toFormData(body) };

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Unwrap an openapi-fetch result: the data, or an ApiFailure with the server's message and field errors. */
export async function unwrap<T>(promise: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await promise;
  } catch {
    throw new ApiFailure(0, 'errors.network');
  }
  if (result.response.ok && result.data !== undefined) return result.data;
  const body = (result.error ?? {}) as { message?: string; code?: string; errors?: Record<string, string[]>; data?: unknown };
  throw new ApiFailure(result.response.status, body.message ?? 'errors.generic', body.code, body.errors, body.data);
}
