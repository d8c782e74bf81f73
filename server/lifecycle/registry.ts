/**
 * The lifecycles the server runs, by workflow id: what the events endpoint
 * (GET /workflows/{workflow}/records/{id}/events) and bulk actions look up. A workflow
 * of machines/ that is not here has no server definition yet (404).
 */
import type { Db } from '../db/client';
import type { Lifecycle, LifecycleDefinition, LifecycleTable } from './define';
import { userAccountLifecycle } from '../features/users/lifecycle';
import { notificationLifecycle } from '../features/notifications/lifecycle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const definitions: Array<LifecycleDefinition<any>> = [userAccountLifecycle, notificationLifecycle];

export const lifecycles: ReadonlyMap<string, LifecycleDefinition<LifecycleTable>> = new Map(definitions.map((d) => [d.workflow, d]));

/** The runtime of a workflow on this database, or undefined when the server has none. */
export function lifecycleOf(db: Db, workflow: string): Lifecycle<LifecycleTable> | undefined {
  return lifecycles.get(workflow)?.on(db);
}
