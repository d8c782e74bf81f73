/**
 * Fixtures for stories: each story says how the API answers (by "METHOD /path"
 * with `{id}` placeholders), and the app's one API client is pointed at them.
 * Unanswered calls fail loudly so a story never silently shows nothing.
 */
import { setTransport } from '../../src/shared/api/client';

export type MockReply = { status?: number; body?: unknown; delay?: number } | ((req: MockRequest) => MockReplyValue | Promise<MockReplyValue>);
export type MockReplyValue = { status?: number; body?: unknown; delay?: number };
export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}
export type MockRoutes = Record<string, MockReply>;

/** A promise that never settles: the screen stays in its loading state. */
export const FOREVER = { delay: Number.POSITIVE_INFINITY };

function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const re = new RegExp(`^${pattern.replace(/\{([^}]+)\}/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
  const m = re.exec(path);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  return undefined;
}

export const calls: MockRequest[] = [];

export function mockApi(routes: MockRoutes): void {
  calls.length = 0;
  setTransport(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    for (const [key, reply] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ');
      if (method !== request.method) continue;
      const params = match(pattern!, path);
      if (!params) continue;
      const req: MockRequest = { method: request.method, path, params, query: url.searchParams, body: await readBody(request.clone()) };
      calls.push(req);
      const value = typeof reply === 'function' ? await reply(req) : reply;
      if (value.delay === Number.POSITIVE_INFINITY) return new Promise<Response>(() => {});
      if (value.delay) await new Promise((r) => setTimeout(r, value.delay));
      return new Response(JSON.stringify(value.body ?? {}), { status: value.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: `No story fixture for ${request.method} ${path}` }), { status: 599, headers: { 'content-type': 'application/json' } });
  });
}

/** A reply whose body is a page of items, as list calls answer. */
export function page<T>(items: T[], options: { total?: number; perPage?: number; page?: number } = {}): MockReplyValue {
  const perPage = options.perPage ?? 10;
  const total = options.total ?? items.length;
  return { body: { message: 'ok', data: { data: items, total, per_page: perPage, current_page: options.page ?? 1, last_page: Math.max(1, Math.ceil(total / perPage)) }, filters: {} } };
}

/** A reply with `{ message, data }`. */
export function ok(data: unknown, message = 'ok'): MockReplyValue {
  return { body: { message, data } };
}
