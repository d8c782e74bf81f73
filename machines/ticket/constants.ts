/** A ticket's importance levels, spelled as the spec stores them: kept with the form's rules (shared/tickets.ts), which check them too. */
export { TICKET_IMPORTANCE_LEVELS, type TicketImportance } from '../../shared/tickets';
