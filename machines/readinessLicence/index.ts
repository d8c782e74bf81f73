export {
  readinessLicenceMachine,
  readinessCreationRule,
  isReadinessValidityPeriod,
  type ReadinessLicenceFacts,
  type ReadinessLicenceEvent,
  type ReadinessLicenceInput,
  type ReadinessLicenceRecord,
} from './machine';
export { readinessLicenceMessages } from './messages';
export * from './constants';
