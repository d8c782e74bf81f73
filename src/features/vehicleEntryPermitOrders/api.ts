/** Vehicle-entry permits: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { RefOption } from '../../shared/lib/refs';
import { vehicleEntryPermitMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { licenceNumber } from '../../../shared/licences';

export type VehicleEntryPermitOrder = components['schemas']['VehicleEntryPermitOrder'];
export type VehicleEntryPermitOrderFilters = components['schemas']['VehicleEntryPermitOrderFilters'];
export type VehicleEntryPermitOrderInput = components['schemas']['VehicleEntryPermitOrderInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateVehicleEntryPermitOrders = (client: QueryClient) => invalidatePaths(client, '/general/vehicle-entry-permit-orders', '/general/vehicle-entry-permit-orders/');

export function useVehicleEntryPermitOrders(filters: VehicleEntryPermitOrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/vehicle-entry-permit-orders', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useVehicleEntryPermitOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/vehicle-entry-permit-orders/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createVehicleEntryPermitOrder = (body: VehicleEntryPermitOrderInput) => call(contract.POST('/general/vehicle-entry-permit-orders/store', { body }));
export const updateVehicleEntryPermitOrder = (id: number, body: VehicleEntryPermitOrderInput) =>
  call(contract.POST('/general/vehicle-entry-permit-orders/update/{id}', { params: { path: { id } }, body }));

/** The camps the caller's company may ask a permit for (its received camps), narrowed here by what the user types. */
export function usePermitCampsOptions(search: string) {
  const needle = search.trim().toLowerCase();
  return $api.useQuery(
    'get',
    '/general/vehicle-entry-permit-orders/camps',
    {},
    {
      select: (res): RefOption[] => res.data.filter((c) => !needle || c.name.toLowerCase().includes(needle) || (c.name_en ?? '').toLowerCase().includes(needle)),
      staleTime: 60_000,
    },
  );
}

/** The permit number every licence kind prints (shared/licences.ts), dated by the approval. */
export const permitNumberOf = (r: Pick<VehicleEntryPermitOrder, 'id' | 'approved_at'>) => licenceNumber('vehicleEntry', r.approved_at, r.id);

type VehicleEntryPermitOrderEvent = components['schemas']['VehicleEntryPermitOrderEvent'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<VehicleEntryPermitOrder> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as VehicleEntryPermitOrderEvent['event'], version: record.version };
  return (await call(contract.POST('/general/vehicle-entry-permit-orders/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The vehicleEntryPermit machine's client actors: each sends its event to the server's runtime. */
export const vehicleEntryPermitOrdersActors = Object.fromEntries(Object.keys(vehicleEntryPermitMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<
  string,
  ClientActor<VehicleEntryPermitOrder>
>;
