export { seesAllViolations, VIOLATION_DESK_TYPES, violationMachine, type ViolationEvent, type ViolationFacts, type ViolationInput, type ViolationRecord } from './machine';
export { violationMessages } from './messages';
export * from './constants';
