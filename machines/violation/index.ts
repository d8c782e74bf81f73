export { violationMachine, type ViolationEvent, type ViolationInput, type ViolationRecord } from './machine';
export { violationMessages } from './messages';
export * from './constants';
