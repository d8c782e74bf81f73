/**
 * Which account statuses count as activated, read from the userAccount machine:
 * those where the platform switch (DISABLE/ENABLE) applies. Only such accounts
 * hold roles; an application gets its roles when it is activated.
 */
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { acceptedEvents } from '../../../machines/core/runtime';
import { describeLifecycle } from '../../../machines/core/describe';

export const ACTIVATED_STATUSES: string[] = describeLifecycle(userAccountMachine)
  .states.filter((s) => acceptedEvents(userAccountMachine, s.key).some((e) => e === 'DISABLE' || e === 'ENABLE'))
  .map((s) => s.key);
