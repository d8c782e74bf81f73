export { tempLicenceOrderMachine, type TempLicenceOrderEvent, type TempLicenceOrderInput, type TempLicenceOrderRecord } from './machine';
export { tempLicenceOrderMessages } from './messages';
export * from './constants';
