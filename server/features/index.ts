/** Every feature's handlers, by operationId. Each area adds its own line. */
import type { AppContext } from './context';
import { systemHandlers } from './system/handlers';
import { authHandlers } from './auth/handlers';
import { userHandlers } from './users/handlers';
import { roleHandlers } from './roles/handlers';

export function allHandlers(ctx: AppContext) {
  return {
    ...systemHandlers(ctx),
    ...authHandlers(ctx),
    ...userHandlers(ctx),
    ...roleHandlers(ctx),
  };
}
