/** Car licence requests: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type CarLicenceOrder = components['schemas']['CarLicenceOrder'];
export type CarLicenceOrderFilters = components['schemas']['CarLicenceOrderFilters'];
export type CarLicenceOrderInput = components['schemas']['CarLicenceOrderInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateCarLicenceOrders = (client: QueryClient) => invalidatePaths(client, '/general/licenseCarOrder', '/general/licenseCarOrder/');

export function useCarLicenceOrders(filters: CarLicenceOrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/licenseCarOrder', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useCarLicenceOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/licenseCarOrder/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

export const createCarLicenceOrder = (body: CarLicenceOrderInput) => call(contract.POST('/general/licenseCarOrder/store', { body }));
export const updateCarLicenceOrder = (id: number, body: CarLicenceOrderInput) => call(contract.POST('/general/licenseCarOrder/update/{id}', { params: { path: { id } }, body }));
/** The spec's cancel call: its answer carries `data.licenseCarOrder.status` (spec 000 §7). */
export const cancelCarLicenceOrder = (id: number, version?: number) =>
  call(contract.POST('/general/licenseCarOrder/cancel/{id}', { params: { path: { id } }, body: version === undefined ? {} : { version } }));

type Decision = components['schemas']['CarLicenceOrderEvent']['event'];

/**
 * The carLicenceOrder machine's client actors, each through its own call: UPDATE the update form's fields,
 * CANCEL the spec's cancel call, APPROVE and REJECT the authority's decision (transition/{id}); each sends the
 * version the record was read at.
 */
export const carLicenceOrdersActors: Record<string, ClientActor<CarLicenceOrder>> = {
  update: async ({ record, event }) => {
    const { type: _type, ...fields } = event;
    return (await updateCarLicenceOrder(record.id, { ...(fields as CarLicenceOrderInput), version: record.version })).data;
  },
  cancel: async ({ record }) => (await cancelCarLicenceOrder(record.id, record.version)).data.licenseCarOrder,
  approve: async ({ record }) => decide(record, { type: 'APPROVE' }),
  reject: async ({ record, event }) => decide(record, event),
};

async function decide(record: CarLicenceOrder, event: { type: string; [field: string]: unknown }): Promise<CarLicenceOrder> {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as Decision, version: record.version };
  return (await call(contract.POST('/general/licenseCarOrder/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
}
