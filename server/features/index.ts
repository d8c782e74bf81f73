/**
 * Every feature's handlers, by operationId, found by convention: each folder of server/features
 * with a `handlers.ts` exports one `<area>Handlers(ctx)` factory, and a `lifecycle.ts` beside it
 * exports its lifecycle definitions (registered for the events endpoint and bulk actions).
 * Adding an area edits no list here; an operationId served by two features stops the server.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppContext } from './context';
import { isLifecycleDefinition, registerLifecycle } from '../lifecycle/registry';
import type { JobHandler } from '../jobs/worker';

type Factory = (ctx: AppContext) => Record<string, unknown>;

const here = path.dirname(fileURLToPath(import.meta.url));

/** The feature folders that serve operations, in a stable order. */
export function featureFolders(): string[] {
  return readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(here, d.name, 'handlers.ts')))
    .map((d) => d.name)
    .sort();
}

export async function allHandlers(ctx: AppContext): Promise<Record<string, unknown>> {
  const handlers: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const folder of featureFolders()) {
    const lifecycleFile = path.join(here, folder, 'lifecycle.ts');
    if (existsSync(lifecycleFile)) {
      const defs = Object.values((await import(pathToFileURL(lifecycleFile).href)) as Record<string, unknown>).filter(isLifecycleDefinition);
      for (const def of defs) registerLifecycle(def);
    }
    const mod = (await import(pathToFileURL(path.join(here, folder, 'handlers.ts')).href)) as Record<string, unknown>;
    const factories = Object.entries(mod).filter(([name, value]) => name.endsWith('Handlers') && typeof value === 'function');
    if (factories.length !== 1) throw new Error(`server/features/${folder}/handlers.ts must export exactly one <area>Handlers(ctx) factory (found ${factories.length})`);
    for (const [id, handler] of Object.entries((factories[0]![1] as Factory)(ctx))) {
      if (owner.has(id)) throw new Error(`operation ${id} is served by both ${owner.get(id)} and ${folder}`);
      owner.set(id, folder);
      handlers[id] = handler;
    }
  }
  return handlers;
}

/**
 * Every feature's background jobs (server/jobs/), found the same way: a `jobs.ts` beside an area's handlers exports
 * `jobs` (handlers by kind) and, for work that recurs, `recurring` (kind → milliseconds between runs).
 */
export async function allJobs(): Promise<{ handlers: Record<string, JobHandler>; recurring: Record<string, number> }> {
  const handlers: Record<string, JobHandler> = {};
  const recurring: Record<string, number> = {};
  for (const folder of featureFolders()) {
    const file = path.join(here, folder, 'jobs.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { jobs?: Record<string, JobHandler>; recurring?: Record<string, number> };
    for (const [kind, handler] of Object.entries(mod.jobs ?? {})) {
      if (handlers[kind]) throw new Error(`job ${kind} is handled twice (server/features/${folder}/jobs.ts)`);
      handlers[kind] = handler;
    }
    Object.assign(recurring, mod.recurring ?? {});
  }
  return { handlers, recurring };
}
