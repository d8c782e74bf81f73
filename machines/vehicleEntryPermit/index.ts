export { vehicleEntryPermitMachine, seesAllPermits, VEHICLE_ENTRY_DESK_TYPES, type VehicleEntryPermitEvent, type VehicleEntryPermitInput, type VehicleEntryPermitRecord } from './machine';
export { vehicleEntryPermitMessages } from './messages';
