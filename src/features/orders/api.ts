/** Orders: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';
import { orderMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Order = components['schemas']['Order'];
export type OrderFilters = components['schemas']['OrderFilters'];
export type OrderInput = components['schemas']['OrderInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateOrders = (client: QueryClient) => invalidatePaths(client, '/general/orders', '/general/orders/');

export function useOrders(filters: OrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/orders', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/orders/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createOrder = (body: OrderInput) => call(contract.POST('/general/orders/store', { body }));
export const updateOrder = (id: number, body: OrderInput) => call(contract.POST('/general/orders/update/{id}', { params: { path: { id } }, body }));
export const deleteOrder = (id: number) => call(contract.POST('/general/orders/delete/{id}', { params: { path: { id } } }));

/** Camps to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-camp-index. */
export function useCampsOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/camps',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

type OrderEvent = components['schemas']['OrderEvent'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<Order> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as OrderEvent['event'], version: record.version };
  return (await call(contract.POST('/general/orders/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The order machine's client actors: each sends its event to the server's runtime. */
export const ordersActors = Object.fromEntries(Object.keys(orderMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<Order>>;
