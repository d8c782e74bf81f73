export { ticketMachine, type TicketEvent, type TicketInput, type TicketRecord } from './machine';
export { ticketMessages } from './messages';
export * from './constants';
