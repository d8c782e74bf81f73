export { attachmentMachine, type AttachmentEvent, type AttachmentInput, type AttachmentRecord } from './machine';
export { attachmentMessages } from './messages';
