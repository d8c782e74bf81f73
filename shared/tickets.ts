/** A ticket's importance levels, spelled as the spec stores them (spec 001 §3 Ticket: importance_level (low, meduim, height)). */
export const TICKET_IMPORTANCE_LEVELS = ['low', 'meduim', 'height'] as const;

export type TicketImportance = (typeof TICKET_IMPORTANCE_LEVELS)[number];
