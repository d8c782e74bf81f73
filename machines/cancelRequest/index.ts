export { cancelRequestMachine, type CancelRequestEvent, type CancelRequestInput, type CancelRequestRecord } from './machine';
export { cancelRequestMessages } from './messages';
export * from './constants';
