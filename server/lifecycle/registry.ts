/**
 * The lifecycles the server runs, by workflow id: what the events endpoint
 * (GET /workflows/{workflow}/records/{id}/events) and bulk actions look up. Each area's
 * `server/features/<area>/lifecycle.ts` is found by convention when the server starts
 * (server/features/index.ts) and its definitions registered here; a workflow of machines/
 * with none has no server definition yet (404).
 */
import type { Db } from '../db/client';
import type { Lifecycle, LifecycleDefinition, LifecycleTable } from './define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const definitions = new Map<string, LifecycleDefinition<any>>();

export const lifecycles: ReadonlyMap<string, LifecycleDefinition<LifecycleTable>> = definitions;

/** Is this module export a lifecycle definition (what `defineLifecycle` answers)? */
export function isLifecycleDefinition(value: unknown): value is LifecycleDefinition<LifecycleTable> {
  return !!value && typeof value === 'object' && typeof (value as { workflow?: unknown }).workflow === 'string' && typeof (value as { on?: unknown }).on === 'function' && 'machine' in value;
}

/** Register a definition; one workflow is served by one definition. */
export function registerLifecycle(definition: LifecycleDefinition<LifecycleTable>): void {
  const known = definitions.get(definition.workflow);
  if (known && known !== definition) throw new Error(`two server lifecycles for the workflow ${definition.workflow}`);
  definitions.set(definition.workflow, definition);
}

/** The runtime of a workflow on this database, or undefined when the server has none. */
export function lifecycleOf(db: Db, workflow: string): Lifecycle<LifecycleTable> | undefined {
  return definitions.get(workflow)?.on(db);
}
