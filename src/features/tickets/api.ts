/** Tickets: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { ticketMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Ticket = components['schemas']['Ticket'];
export type TicketDetails = components['schemas']['TicketDetails'];
export type TicketComment = components['schemas']['TicketComment'];
export type TicketFilters = components['schemas']['TicketFilters'];
export type TicketInput = components['schemas']['TicketInput'];
type TicketEventBody = components['schemas']['TicketEvent'];

/** Every cached answer of the area's paths (the list and each ticket), and the bell's. */
export const invalidateTickets = (client: QueryClient) => invalidatePaths(client, '/general/tickets', '/general/tickets/', '/notifications');

export function useTickets(filters: TicketFilters, page: number) {
  return failing($api.useQuery('post', '/general/tickets', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useTicket(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/tickets/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** The subjects this user may open a ticket about. */
export const useTicketSubjectChoices = () => $api.useQuery('get', '/general/tickets/subjects', {}, { select: (r) => r.data, staleTime: 60_000 });

/** The admin groups a ticket may be forwarded to. */
export const useTicketGroups = (enabled: boolean) => $api.useQuery('get', '/general/tickets/groups', {}, { select: (r) => r.data, staleTime: 60_000, enabled });

// Form data where the operation takes it (files always travel so).
export const createTicket = (body: TicketInput) => call(contract.POST('/general/tickets/store', { body }));

/** One event to the ticket's lifecycle on the server, with the version it was read at (a reply may carry its attachment). */
const sendEvent: ClientActor<TicketDetails> = async ({ record, event }) => {
  const { type, ...payload } = event as { type: string; content?: string; group_id?: number; attachment?: File | null };
  const body: TicketEventBody = {
    event: type as TicketEventBody['event'],
    version: record.version,
    ...(payload.content !== undefined ? { content: payload.content } : {}),
    ...(payload.group_id !== undefined ? { group_id: payload.group_id } : {}),
    ...(payload.attachment ? { attachment: payload.attachment as unknown as string } : {}),
  };
  return (await call(contract.POST('/general/tickets/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The ticket machine's client actors: each sends its event to the server's runtime. */
export const ticketActors = Object.fromEntries(Object.keys(ticketMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<TicketDetails>>;

/** The fact the machine's FORWARD rule reads (the server's context): the group holding the ticket. */
export const ticketFacts = (r: Pick<Ticket, 'group_id'>) => ({ handlingGroupId: r.group_id });
