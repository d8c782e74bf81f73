/** Invoices: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { toBody } from '../../../machines/sadadOrder/wire';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { fieldOf as field, textOf } from '../../../machines/core/fields';

export type Invoice = components['schemas']['Invoice'];
export type InvoiceFilters = components['schemas']['InvoiceFilters'];
export type InvoiceInput = components['schemas']['InvoiceInput'];

/** Every cached answer of the area's paths (the list, each invoice and its log). */
export const invalidateInvoices = (client: QueryClient) => invalidatePaths(client, '/general/invoices', '/general/invoices/', '/workflows/');

export function useInvoices(filters: InvoiceFilters, page: number) {
  return failing($api.useQuery('post', '/general/invoices', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useInvoice(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/invoices/details/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** The invoice form's choices: the companies and the VAT rate. */
export const useInvoiceForm = () => failing($api.useQuery('get', '/general/invoices/create', {}, { select: (r) => r.data }));

// JSON: an invoice's lines are a list of objects (contract: both are accepted).
export const createInvoice = (body: InvoiceInput) => call(contract.POST('/general/invoices/store', { body }));
export const updateInvoice = (id: number, body: InvoiceInput) => call(contract.POST('/general/invoices/update/{id}', { params: { path: { id } }, body }));

/**
 * The invoice machine's client actors, each through the spec's call: UPLOAD_ATTACHMENT upload_docs, APPROVE and
 * REJECT change_state (machines/sadadOrder/wire.ts), CANCEL cancel/{id}; UPDATE is the edit screen's save.
 */
export const invoicesActors: Record<string, ClientActor<Invoice>> = {
  uploadAttachment: async ({ record, event }) =>
    (await call(contract.POST('/general/invoices/upload_docs', { body: { invoice_id: record.id, attachment: field(event, 'attachment') as string, version: record.version } }))).data,
  approve: async ({ record }) => decide(record, { type: 'APPROVE' }),
  reject: async ({ record, event }) => decide(record, { type: 'REJECT', rejection_reason: textOf(field(event, 'rejection_reason')) }),
  cancel: async ({ record }) => (await call(contract.POST('/general/invoices/cancel/{id}', { params: { path: { id: record.id } }, body: { version: record.version } }))).data,
  update: async ({ record, event }) => {
    const { type: _type, ...fields } = event;
    return (await updateInvoice(record.id, { ...(fields as InvoiceInput), version: record.version })).data;
  },
};

async function decide(record: Invoice, event: Parameters<typeof toBody>[0]): Promise<Invoice> {
  const { decision, rejection_reason } = toBody(event);
  const body = { invoice_id: record.id, status: decision, ...(rejection_reason ? { rejection_reason } : {}), version: record.version };
  return (await call(contract.POST('/general/invoices/change_state', { body }))).data;
}
