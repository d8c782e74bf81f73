export { vehicleEntryPermitMachine, type VehicleEntryPermitEvent, type VehicleEntryPermitInput, type VehicleEntryPermitRecord } from './machine';
export { vehicleEntryPermitMessages } from './messages';
