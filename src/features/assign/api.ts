/** Camp assignments: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';
import { assignmentMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Assignment = components['schemas']['Assignment'];
export type AssignmentFilters = components['schemas']['AssignmentFilters'];
export type AssignmentInput = components['schemas']['AssignmentInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateAssign = (client: QueryClient) => invalidatePaths(client, '/general/assign', '/general/assign/');

export function useAssign(filters: AssignmentFilters, page: number) {
  return failing($api.useQuery('post', '/general/assign', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useAssignment(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/assign/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createAssignment = (body: AssignmentInput) => call(contract.POST('/general/assign/store', { body }));
export const updateAssignment = (id: number, body: AssignmentInput) => call(contract.POST('/general/assign/update/{id}', { params: { path: { id } }, body }));

/** The chosen camp's square (choosing a camp fills its square in). */
export function useCampSquare(campId: number | null | undefined) {
  const valid = !!campId && campId > 0;
  return $api.useQuery('get', '/general/camps/edit/{id}', { params: { path: { id: valid ? campId : 0 } } }, { select: (r) => r.data.square_id, enabled: valid, staleTime: 60_000 });
}

/**
 * Camps to choose from (a reference field): the first page by name, narrowed on the server by what
 * the user types and, once a square is chosen, to that square's camps. Needs delivery-camp-index.
 */
export function useCampsOptions(search: string, squareId?: number | null) {
  return $api.useQuery(
    'post',
    '/general/camps',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}), ...(squareId ? { square_id: squareId } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

/** Squares to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-square-index. */
export function useSquaresOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/squares',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

/** Countries to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs delivery-countries-index. */
export function useCountriesOptions(search: string) {
  return $api.useQuery(
    'post',
    '/general/countries',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}

export type AssignReceiver = components['schemas']['AssignReceiver'];
export type ReCustomizationBody = components['schemas']['AssignmentReCustomization'];

/** The receiving company picker: active company accounts matching what the user typed (name, company name or CR). Staff only. */
export function useReceiverOptions(search: string, enabled = true) {
  return $api.useQuery(
    'get',
    '/general/assign/companies',
    { params: { query: search ? { search } : {} } },
    { select: (res) => res.data, placeholderData: keepPreviousData, staleTime: 60_000, enabled },
  );
}

/** One company by id (the list's company filter shows the chosen one by name). */
export function useReceiver(id: number | null) {
  return $api.useQuery('get', '/general/assign/companies', { params: { query: { id: id ?? 0 } } }, { select: (res) => res.data[0] ?? null, enabled: id !== null && id > 0, staleTime: 60_000 });
}

/** A company as the screens name it: its company name when it has one. */
export const receiverLabel = (r: Pick<AssignReceiver, 'name' | 'company_name'>) => r.company_name || r.name;

export const returnAssignment = (record: Assignment) => call(contract.POST('/general/assign/return/{id}', { params: { path: { id: record.id } }, body: { version: record.version } }));
export const reCustomizeAssignment = (id: number, body: ReCustomizationBody) => call(contract.POST('/general/assign/re-customization/{id}', { params: { path: { id } }, body }));

/** The steps of this area's screens, each through its own call; the appointment and handover steps are the other areas'. */
const notHere: ClientActor<Assignment> = () => Promise.reject(new Error('sent from the appointment and handover screens'));
export const assignActors: Record<string, ClientActor<Assignment>> = {
  ...Object.fromEntries(Object.keys(assignmentMachine.implementations.actors).map((name) => [name, notHere])),
  returnCamp: async ({ record }) => (await returnAssignment(record)).data,
  reCustomize: async ({ record, event }) =>
    (
      await reCustomizeAssignment(record.id, {
        receiver_company_id: Number(event.receiver_company_id),
        receiver_cr: typeof event.receiver_cr === 'string' ? event.receiver_cr : '',
        version: record.version,
      })
    ).data,
};

/** The events sent from other screens (appointments, absence history, the handover forms). */
export const OTHER_SCREENS_EVENTS = ['SCHEDULE_APPOINTMENT', 'ANSWER_FORM', 'EDIT_FORM', 'RECORD_ABSENCE', 'DELIVER'];
