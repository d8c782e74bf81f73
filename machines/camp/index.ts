export { campMachine, type CampEvent, type CampInput, type CampRecord } from './machine';
export { campMessages } from './messages';
