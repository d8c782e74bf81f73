export { tempLicenceOrderMachine, type TempLicenceOrderEvent, type TempLicenceOrderInput, type TempLicenceOrderRecord, type TempLicenceOrderFacts } from './machine';
export { tempLicenceOrderMessages } from './messages';
export * from './constants';
