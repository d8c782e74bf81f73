export { assignmentMachine, type AssignmentEvent, type AssignmentInput, type AssignmentRecord } from './machine';
export { assignmentMessages } from './messages';
