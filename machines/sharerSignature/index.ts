export { sharerSignatureMachine, type SharerSignatureContext, type SharerSignatureEvent, type SharerSignatureFacts, type SharerSignatureInput, type SharerSignatureRecord } from './machine';
export { sharerSignatureMessages } from './messages';
