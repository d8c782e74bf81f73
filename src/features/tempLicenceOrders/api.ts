/**
 * Temporary licence orders (general/temp_license_order): the area's calls and queries over the one
 * typed query layer (src/shared/api/query.ts), and the client actors of the tempLicenceOrder machine —
 * each event runs its own call (update/{id}, kroky_documents/store, approve/{id}, reject/{id}) with the
 * version the user acted on.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type TempLicenceOrder = components['schemas']['TempLicenceOrder'];
export type TempLicenceOrderDetails = components['schemas']['TempLicenceOrderDetails'];
export type TempLicenceOrderFilters = components['schemas']['TempLicenceOrderFilters'];
export type TempLicenceOrderInput = components['schemas']['TempLicenceOrderInput'];
export type TempLicenceOrderQuestion = components['schemas']['TempLicenceOrderQuestion'];
export type TempLicenceOrderForm = components['schemas']['TempLicenceOrderFormResponse']['data'];

/** Every cached answer of the area's paths (the list, the form, each order) and the events the server offers. */
export const invalidateTempLicenceOrders = (client: QueryClient) => invalidatePaths(client, '/general/temp_license_order/', '/workflows/');

export function useTempLicenceOrders(filters: TempLicenceOrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/temp_license_order/list', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** One order with its answers, kroky, history and the events the caller may send now. */
export function useTempLicenceOrder(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/temp_license_order/details/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** Form 7's questions and the camps the caller may file on. */
export function useTempLicenceOrderForm(enabled = true) {
  return failing($api.useQuery('get', '/general/temp_license_order/form', {}, { select: (r) => r.data, enabled }));
}

// Form data, as the spec sends it (the kroky travels with it).
export const createTempLicenceOrder = (body: TempLicenceOrderInput) => call(contract.POST('/general/temp_license_order/store', { body }));
export const updateTempLicenceOrder = (id: number, body: TempLicenceOrderInput) => call(contract.POST('/general/temp_license_order/update/{id}', { params: { path: { id } }, body }));
export const deleteTempLicenceOrder = (id: number) => call(contract.DELETE('/general/temp_license_order/destroy/{id}', { params: { path: { id } } }));
export const storeKroky = (id: number, file: Blob, version?: number) =>
  call(contract.POST('/general/temp_license_order/kroky_documents/store', { body: { temp_license_order_id: id, kroky_document: file as unknown as string, ...(version ? { version } : {}) } }));
export const approveTempLicenceOrder = (id: number, version?: number) =>
  call(contract.POST('/general/temp_license_order/approve/{id}', { params: { path: { id } }, body: version ? { version } : {} }));
export const rejectTempLicenceOrder = (id: number, rejection_reason: string, version?: number) =>
  call(contract.POST('/general/temp_license_order/reject/{id}', { params: { path: { id } }, body: { rejection_reason, ...(version ? { version } : {}) } }));

type Actor = ClientActor<TempLicenceOrderDetails>;
const field = (event: object, name: string): unknown => (event as Record<string, unknown>)[name];
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The tempLicenceOrder machine's client actors: each sends its event through its own call. */
export const tempLicenceOrdersActors: Record<string, Actor> = {
  update: async ({ record, event }) =>
    (
      await updateTempLicenceOrder(record.id, {
        structure: text(field(event, 'structure'), record.structure),
        assign_camp_id: Number(field(event, 'assign_camp_id') ?? record.assign_camp_id),
        form_id: record.form_id,
        answers: (field(event, 'answers') as TempLicenceOrderInput['answers']) ?? record.questions.map((q) => ({ question_id: q.question_id, answer: q.answer ?? '' })),
        version: record.version,
      })
    ).data,
  uploadKroky: async ({ record, event }) => (await storeKroky(record.id, field(event, 'kroky_document') as Blob, record.version)).data,
  approve: async ({ record }) => (await approveTempLicenceOrder(record.id, record.version)).data,
  reject: async ({ record, event }) => (await rejectTempLicenceOrder(record.id, text(field(event, 'rejection_reason'), ''), record.version)).data,
};
