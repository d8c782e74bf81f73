export { clearanceMachine, type ClearanceEvent, type ClearanceInput, type ClearanceRecord } from './machine';
export { clearanceMessages } from './messages';
export * from './constants';
