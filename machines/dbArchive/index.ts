export { dbArchiveMachine, type DbArchiveEvent, type DbArchiveInput, type DbArchiveRecord } from './machine';
export { dbArchiveMessages } from './messages';
export * from './constants';
