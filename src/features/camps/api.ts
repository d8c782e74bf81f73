/** Camps: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';
import { campMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Camp = components['schemas']['Camp'];
export type CampFilters = components['schemas']['CampFilters'];
export type CampInput = components['schemas']['CampInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateCamps = (client: QueryClient) => invalidatePaths(client, '/general/camps', '/general/camps/');

export function useCamps(filters: CampFilters, page: number) {
  return failing($api.useQuery('post', '/general/camps', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useCamp(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/camps/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createCamp = (body: CampInput) => call(contract.POST('/general/camps/store', { body }));
export const updateCamp = (id: number, body: CampInput) => call(contract.POST('/general/camps/update/{id}', { params: { path: { id } }, body }));
export const deleteCamp = (id: number) => call(contract.POST('/general/camps/delete/{id}', { params: { path: { id } } }));

/** Squares to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-square-index. */
export function useSquaresOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/squares',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

type CampEvent = components['schemas']['CampEvent'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<Camp> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as CampEvent['event'], version: record.version };
  return (await call(contract.POST('/general/camps/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The camp machine's client actors: each sends its event to the server's runtime. */
export const campsActors = Object.fromEntries(Object.keys(campMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<Camp>>;
