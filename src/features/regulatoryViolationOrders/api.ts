/** Regulatory violations: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { RefOption } from '../../shared/lib/refs';
import { violationMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type RegulatoryViolationOrder = components['schemas']['RegulatoryViolationOrder'];
export type RegulatoryViolationOrderFilters = components['schemas']['RegulatoryViolationOrderFilters'];
export type RegulatoryViolationOrderInput = components['schemas']['RegulatoryViolationOrderInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateRegulatoryViolationOrders = (client: QueryClient) => invalidatePaths(client, '/regulatory-violation-order', '/regulatory-violation-order/');

export function useRegulatoryViolationOrders(filters: RegulatoryViolationOrderFilters, page: number) {
  return failing($api.useQuery('post', '/regulatory-violation-order', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useRegulatoryViolationOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/regulatory-violation-order/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createRegulatoryViolationOrder = (body: RegulatoryViolationOrderInput) => call(contract.POST('/regulatory-violation-order/store', { body }));
export const updateRegulatoryViolationOrder = (id: number, body: RegulatoryViolationOrderInput) => call(contract.POST('/regulatory-violation-order/update/{id}', { params: { path: { id } }, body }));
export const deleteRegulatoryViolationOrder = (id: number) => call(contract.POST('/regulatory-violation-order/delete/{id}', { params: { path: { id } } }));

/** The camps handed over to a company, to record a violation against (the desk's): narrowed here by what the user types. */
export function useCampsOptions(search: string, enabled = true) {
  const needle = search.trim().toLowerCase();
  return $api.useQuery(
    'get',
    '/regulatory-violation-order/camps',
    {},
    {
      select: (res): RefOption[] =>
        res.data
          .filter((c) => !needle || c.name.toLowerCase().includes(needle) || (c.name_en ?? '').toLowerCase().includes(needle) || (c.company_name ?? '').toLowerCase().includes(needle))
          .map((c) => ({ id: c.id, name: c.company_name ? `${c.name} — ${c.company_name}` : c.name, name_en: c.name_en && c.company_name ? `${c.name_en} — ${c.company_name}` : c.name_en })),
      staleTime: 60_000,
      enabled,
    },
  );
}

type RegulatoryViolationOrderEvent = components['schemas']['RegulatoryViolationOrderEvent'];
export type RegulatoryViolationOrderReady = components['schemas']['RegulatoryViolationOrderReady'];
/** ISSUE to the record's lifecycle on the server, with the version it was read at (it carries nothing: the draft is what is issued). */
const sendEvent: ClientActor<RegulatoryViolationOrder> = async ({ record, event }) => {
  const body = { event: event.type as RegulatoryViolationOrderEvent['event'], version: record.version };
  return (await call(contract.POST('/regulatory-violation-order/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** MAKE_READY, with the document's logos (the stored ones stand for those not sent). */
export const makeViolationReady = (record: RegulatoryViolationOrder, logos: Partial<Record<'header_logo_1' | 'header_logo_2' | 'footer_logo', File>>) =>
  // the contract types a file as a string (binary); form data carries the File itself
  call(contract.POST('/regulatory-violation-order/ready/{id}', { params: { path: { id: record.id } }, body: { ...logos, version: record.version } as unknown as RegulatoryViolationOrderReady })).then(
    (r) => r.data,
  );
/** The violation machine's client actors: each sends its event to the server's runtime. */
export const regulatoryViolationOrdersActors = Object.fromEntries(Object.keys(violationMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<
  string,
  ClientActor<RegulatoryViolationOrder>
>;
