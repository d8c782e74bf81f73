/** Every feature's handlers, by operationId. Each area owns its own module. */
import type { AppContext } from './context';
import { systemHandlers } from './system/handlers';
import { authHandlers } from './auth/handlers';
import { registrationHandlers } from './registration/handlers';
import { userHandlers } from './users/handlers';
import { roleHandlers } from './roles/handlers';
import { alliancesHandlers } from './alliances/handlers';
import { notificationsHandlers } from './notifications/handlers';
import { profileHandlers } from './profile/handlers';
import { filesHandlers } from './files/handlers';
import { outboxHandlers } from './outbox/handlers';
import { reassignFormHandlers } from './reassignForm/handlers';

export function allHandlers(ctx: AppContext) {
  return {
    ...systemHandlers(ctx),
    ...authHandlers(ctx),
    ...registrationHandlers(ctx),
    ...userHandlers(ctx),
    ...roleHandlers(ctx),
    ...alliancesHandlers(ctx),
    ...notificationsHandlers(ctx),
    ...profileHandlers(ctx),
    ...filesHandlers(ctx),
    ...outboxHandlers(ctx),
    ...reassignFormHandlers(ctx),
  };
}
