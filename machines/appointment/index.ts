export { appointmentMachine, type AppointmentEvent, type AppointmentInput, type AppointmentRecord } from './machine';
export { appointmentMessages } from './messages';
