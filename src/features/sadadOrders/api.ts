/** SADAD orders: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { toBody } from '../../../machines/sadadOrder/wire';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { fieldOf as field, textOf } from '../../../machines/core/fields';

export type SadadOrder = components['schemas']['SadadOrder'];
export type SadadOrderFilters = components['schemas']['SadadOrderFilters'];
export type SadadOrderInput = components['schemas']['SadadOrderInput'];

/** Every cached answer of the area's paths (the list, each order and its log). */
export const invalidateSadadOrders = (client: QueryClient) => invalidatePaths(client, '/general/sadad', '/general/sadad/', '/workflows/');

export function useSadadOrders(filters: SadadOrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/sadad', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useSadadOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/sadad/details/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** The new-order form's choices: the companies an order may be issued to. */
export const useSadadOrderForm = () => failing($api.useQuery('get', '/general/sadad/create', {}, { select: (r) => r.data }));

// Form data, as the spec sends it (the receipt travels with it).
export const createSadadOrder = (body: SadadOrderInput) => call(contract.POST('/general/sadad/store', { body }));

/**
 * The sadadOrder machine's client actors, each through the spec's call: UPLOAD_ATTACHMENT upload_docs, APPROVE and
 * REJECT change_state (the wire: machines/sadadOrder/wire.ts), CANCEL cancel/{id}; each with the version read.
 */
export const sadadOrdersActors: Record<string, ClientActor<SadadOrder>> = {
  uploadAttachment: async ({ record, event }) =>
    (await call(contract.POST('/general/sadad/upload_docs', { body: { sadad_order_id: record.id, attachment: field(event, 'attachment') as string, version: record.version } }))).data,
  approve: async ({ record }) => decide(record, { type: 'APPROVE' }),
  reject: async ({ record, event }) => decide(record, { type: 'REJECT', rejection_reason: textOf(field(event, 'rejection_reason')) }),
  cancel: async ({ record }) => (await call(contract.POST('/general/sadad/cancel/{id}', { params: { path: { id: record.id } }, body: { version: record.version } }))).data,
};

async function decide(record: SadadOrder, event: Parameters<typeof toBody>[0]): Promise<SadadOrder> {
  const { decision, rejection_reason } = toBody(event);
  const body = { sadad_order_id: record.id, status_id: decision, ...(rejection_reason ? { rejection_reason } : {}), version: record.version };
  return (await call(contract.POST('/general/sadad/change_state', { body }))).data;
}
