export {
  buildReassignOrderMachine,
  reassignOrderMachine,
  REASSIGN_MACHINE_IDS,
  type ReassignOrderContext,
  type ReassignOrderEvent,
  type ReassignOrderFacts,
  type ReassignOrderInput,
  type ReassignOrderMachine,
  type ReassignOrderRecord,
} from './machine';
export { reassignOrderMessages } from './messages';
export * from './constants';
