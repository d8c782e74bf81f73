export { handoverSignatureMachine, type HandoverSignatureEvent, type HandoverSignatureInput, type HandoverSignatureRecord } from './machine';
export { handoverSignatureMessages } from './messages';
export * from './constants';
