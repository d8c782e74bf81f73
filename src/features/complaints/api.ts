/** Complaints: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { complaintMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import type { SessionData } from '../../shared/auth/session';

export type Complaint = components['schemas']['Complaint'];
export type ComplaintFilters = components['schemas']['ComplaintFilters'];
export type ComplaintInput = components['schemas']['ComplaintInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateComplaints = (client: QueryClient) => invalidatePaths(client, '/general/complaints', '/general/complaints/');

export function useComplaints(filters: ComplaintFilters, page: number) {
  return failing($api.useQuery('post', '/general/complaints', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useComplaint(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/complaints/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createComplaint = (body: ComplaintInput) => call(contract.POST('/general/complaints/store', { body }));
export const updateComplaint = (id: number, body: ComplaintInput) => call(contract.POST('/general/complaints/update/{id}', { params: { path: { id } }, body }));
export const deleteComplaint = (id: number) => call(contract.POST('/general/complaints/delete/{id}', { params: { path: { id } } }));

type ComplaintEvent = components['schemas']['ComplaintEvent'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<Complaint> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as ComplaintEvent['event'], version: record.version };
  return (await call(contract.POST('/general/complaints/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The complaint machine's client actors: each sends its event to the server's runtime. */
export const complaintsActors = Object.fromEntries(Object.keys(complaintMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<Complaint>>;

/** Whether the complaint is the caller's company's (the machine's `owner` party: the filer or an account of the same company). */
export function isOwnComplaint(session: SessionData | null, r: Pick<Complaint, 'company_id' | 'filed_by'>): boolean {
  if (!session) return false;
  const company = session.user.parent_id ?? session.user.id;
  return company === r.company_id || session.user.id === r.filed_by?.id;
}

/** The parties the caller holds on a complaint, for the machine's `who`. */
export const complaintParties = (session: SessionData | null, r: Pick<Complaint, 'company_id' | 'filed_by'>): string[] => (isOwnComplaint(session, r) ? ['owner'] : []);
