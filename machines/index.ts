/**
 * Every lifecycle of the portal, by machine id. The server applies state changes
 * only through these; the screens show actions only when they accept them; the
 * diagrams and transition tables in docs/workflows are generated from them.
 */
import type { AnyStateMachine } from 'xstate';
import { userAccountMachine } from './userAccount';

export const workflows = {
  userAccount: userAccountMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type WorkflowId = keyof typeof workflows;

export { machineMessages } from './messages';

export * from './core';
export * from './userAccount';
