export { carLicenceOrderMachine, type CarLicenceOrderEvent, type CarLicenceOrderInput, type CarLicenceOrderRecord } from './machine';
export { carLicenceOrderMessages } from './messages';
export * from './constants';
