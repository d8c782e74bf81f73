/**
 * Orders (general/orders): the area's calls and queries over the one typed query layer
 * (src/shared/api/query.ts), and the client actors of the order machine — each event runs the
 * spec's own call (send/{id}, approve, contracting, add-specialist/{id}…) with the version the
 * user acted on.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { ApiFailure } from '../../shared/api/errors';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import type { RefOption } from '../../shared/lib/refs';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { i18n } from '../../shared/i18n';
import { CATALOGUES, twin, type Family } from '../../shared/orders/family';
import { MACHINES } from './family';

export type Order = components['schemas']['Order'];
export type OrderDetails = components['schemas']['OrderDetails'];
export type OrderFilters = components['schemas']['OrderFilters'];
export type OrderInput = components['schemas']['OrderInput'];
export type OrderPledge = components['schemas']['OrderPledgeRow'];
export type OrderPledgeUpload = components['schemas']['OrderPledgeUploadRow'];
export type OrderSignature = components['schemas']['OrderSignatureRow'];
export type OrderHistory = components['schemas']['OrderHistoryRow'];
export type OrderLicence = components['schemas']['OrderLicence'];
export type OrderParty = NonNullable<components['schemas']['OrderParty']>;
export type CandidateType = components['schemas']['OrderCandidateFilters']['type'];

/**
 * Every cached answer of both families' paths (the lists, each order, its licence): a step on one
 * order may show in the other family's counters, and the signing calls are one for both.
 */
export const invalidateOrders = (client: QueryClient) => invalidatePaths(client, '/general/orders/', '/general/location-orders/', '/general/location_order_sign/');

export function useOrders(family: Family, filters: OrderFilters, page: number) {
  return failing($api.useQuery('post', twin(family, '/general/orders/list'), { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** Everything about one order (POST details/{id}): services, pledges, signatures, history, the caller's events and parties. */
export function useOrderDetails(family: Family, id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('post', twin(family, '/general/orders/details/{id}'), { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

export function useOrderLicence(family: Family, id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', twin(family, '/general/orders/license/{id}'), { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid, retry: false }));
}

export const createOrder = (family: Family, body: OrderInput) => call(contract.POST(twin(family, '/general/orders/store'), { body }));
export const updateOrder = (family: Family, id: number, body: OrderInput) => call(contract.POST(twin(family, '/general/orders/update/{id}'), { params: { path: { id } }, body }));
export const deleteOrder = (family: Family, id: number) => call(contract.DELETE(twin(family, '/general/orders/destroy/{id}'), { params: { path: { id } } }));

/** The chosen camp's square (choosing a camp fills it in). */
export function useCampSquare(family: Family, campId: number | null | undefined) {
  const valid = !!campId && campId > 0;
  return $api.useQuery(
    'post',
    twin(family, '/general/orders/square-by-camp'),
    { body: { camp_id: valid ? campId : 0 } },
    {
      select: (r) => r.data.square,
      enabled: valid,
      staleTime: 60_000,
      retry: false,
    },
  );
}

/**
 * Camps the receiving company may file an order on: the camps assigned to it and not returned
 * (its own assignments, GET through the assignments list it sees; staff name the company).
 * Deduplicated by camp: a camp assigned again after a return is one choice.
 */
export function useAssignedCamps(search: string, receiverId: number | null, enabled = true) {
  return $api.useQuery(
    'post',
    '/general/assign',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, ...(search ? { search } : {}), ...(receiverId ? { receiver_company_id: receiverId } : {}) } },
    {
      select: (res) => {
        const seen = new Set<number>();
        return res.data.data.flatMap((a): RefOption[] => {
          if (a.status === 'returned' || !a.get_camp || seen.has(a.camp_id)) return [];
          seen.add(a.camp_id);
          return [{ id: a.get_camp.id, name: a.get_camp.name, name_en: a.get_camp.name_en }];
        });
      },
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      enabled,
    },
  );
}

/** Camps to filter by (staff: every camp). Needs delivery-camp-index. */
export function useCampsOptions(search: string, enabled = true) {
  return $api.useQuery(
    'post',
    '/general/camps',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc', ...(search ? { search } : {}) } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), placeholderData: keepPreviousData, staleTime: 60_000, enabled },
  );
}

/** Squares to filter by. Needs delivery-square-index. */
export function useSquaresOptions(enabled = true) {
  return $api.useQuery(
    'post',
    '/general/squares',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc' } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name, name_en: x.name_en })), staleTime: 60_000, enabled },
  );
}

/** The family's catalogue of services, each with its usual specialty (the form pre-fills it). Needs order-service (locationorder-service). */
export function useServicesOptions(family: Family, enabled = true) {
  return $api.useQuery(
    'post',
    // the location catalogue answers the same shape (LocationServicePage)
    CATALOGUES[family].services as '/general/services',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage, sort: 'name', direction: 'asc' } },
    {
      select: (res) =>
        res.data.data.map((x): ServiceOption => ({
          id: x.id,
          name: x.name,
          name_en: x.name_en,
          specialist_id: x.specialist_id ?? null,
          specialist: x.get_specialist ? { id: x.get_specialist.id, name: x.get_specialist.name } : null,
        })),
      staleTime: 5 * 60_000,
      enabled,
    },
  );
}
export type ServiceOption = RefOption & { specialist_id: number | null; specialist: RefOption | null };

/** The family's specialties (the list's filter, the services' specialty and a specialty change). Needs order-specialists-index (locationorder-…). */
export function useSpecialistsOptions(family: Family, enabled = true) {
  return $api.useQuery(
    'post',
    CATALOGUES[family].specialists as '/general/specialist',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.name })), staleTime: 5 * 60_000, enabled },
  );
}

/** Companies that may be chosen as design office, contractor or consultant (never a blacklisted one). Needs order-update. */
export function useCandidates(family: Family, type: CandidateType, search: string, enabled = true) {
  return $api.useQuery(
    'post',
    twin(family, '/general/orders/updateContractorsList'),
    { body: { type, ...(search ? { search } : {}) } },
    { select: (res) => res.data.map((c): RefOption => ({ id: c.id, name: c.company_name || c.name })), placeholderData: keepPreviousData, staleTime: 60_000, enabled },
  );
}

/** Receiving companies (staff choose the receiver; the authority's types only). */
export function useReceivers(search: string, enabled = true) {
  return $api.useQuery(
    'get',
    '/general/assign/companies',
    { params: { query: search ? { search } : {} } },
    { select: (res) => res.data.map((c): RefOption => ({ id: c.id, name: c.company_name || c.name })), placeholderData: keepPreviousData, staleTime: 60_000, enabled },
  );
}

/** A party as the screens name it: its company name when it has one. */
export const partyName = (p: { name: string; company_name?: string | null } | null | undefined): string | null => (p ? p.company_name || p.name : null);

// ---- pledges and signatures (their own lifecycles; the ids are the upload's or the order's) ----

export const uploadPledge = (family: Family, orderId: number, pledgeId: number, file: File) =>
  call(contract.POST(twin(family, '/general/orders/pledges/upload/{id}'), { params: { path: { id: orderId } }, body: { pledge_id: pledgeId, file: file as unknown as string } }));
export const approvePledge = (family: Family, upload: OrderPledgeUpload) =>
  call(contract.POST(twin(family, '/general/orders/pledges/approve/{id}'), { params: { path: { id: upload.id } }, body: { version: upload.version } }));
export const rejectPledge = (family: Family, upload: OrderPledgeUpload, reason: string) =>
  call(contract.POST(twin(family, '/general/orders/pledges/reject/{id}'), { params: { path: { id: upload.id } }, body: { rejection_reason: reason, version: upload.version } }));
export const signOrder = (orderId: number, signature: OrderSignature) =>
  call(contract.POST('/general/location_order_sign/sign/{id}', { params: { path: { id: orderId } }, body: { version: signature.version } }));
export const unsignOrder = (orderId: number, signature: OrderSignature) =>
  call(contract.POST('/general/location_order_sign/unsign/{id}', { params: { path: { id: orderId } }, body: { version: signature.version } }));

/** The licence as its PDF (made on the server), read with the session's token. */

// ---- the order machine's client actors: one spec call per event ----

type Payload = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => Number(v);

/** The order after an event: the details the screen holds, with the fields the call answered. */
const after = (record: OrderDetails, res: { data: Order }): OrderDetails => ({ ...record, ...res.data });

const byId = (record: OrderDetails) => ({ id: record.id, version: record.version });

/** Each actor of the order machine as the spec's call (issue 12). Those sent from other screens refuse here. */
const callsOf = (family: Family): Record<string, (record: OrderDetails, event: Payload) => Promise<{ data: Order }>> => ({
  submit: (r) => call(contract.POST(twin(family, '/general/orders/send/{id}'), { params: { path: { id: r.id } }, body: { version: r.version } })),
  sendToTsleem: (r) => call(contract.POST(twin(family, '/general/orders/send-to-tsleem/{id}'), { params: { path: { id: r.id } }, body: { version: r.version } })),
  approveDesign: (r) => call(contract.POST(twin(family, '/general/orders/approve'), { body: byId(r) })),
  approveProcessing: (r, e) => call(contract.POST(twin(family, '/general/orders/approve'), { body: { ...byId(r), license_end_date: text(e.license_end_date) } })),
  disapproveDesign: (r, e) => call(contract.POST(twin(family, '/general/orders/disapprove'), { body: { ...byId(r), rejection_reason: text(e.rejection_reason) } })),
  disapproveProcessing: (r, e) => call(contract.POST(twin(family, '/general/orders/disapprove'), { body: { ...byId(r), rejection_reason: text(e.rejection_reason) } })),
  reject: (r, e) => call(contract.POST(twin(family, '/general/orders/reject'), { body: { ...byId(r), rejection_reason: text(e.rejection_reason) } })),
  chooseContractor: (r, e) => call(contract.POST(twin(family, '/general/orders/updateContracter'), { body: { ...byId(r), contracter_id: num(e.contracter_id) } })),
  chooseConsultant: (r, e) => call(contract.POST(twin(family, '/general/orders/updateConsulting'), { body: { ...byId(r), consulting_id: num(e.consulting_id) } })),
  contractorAccept: (r) => call(contract.POST(twin(family, '/general/orders/contracting'), { body: { ...byId(r), status: 'approve' } })),
  contractorDecline: (r, e) => call(contract.POST(twin(family, '/general/orders/contracting'), { body: { ...byId(r), status: 'disapprove', rejection_reason: text(e.rejection_reason) } })),
  consultantAccept: (r) => call(contract.POST(twin(family, '/general/orders/consulting'), { body: { ...byId(r), status: 'approve' } })),
  consultantDecline: (r, e) => call(contract.POST(twin(family, '/general/orders/consulting'), { body: { ...byId(r), status: 'disapprove', rejection_reason: text(e.rejection_reason) } })),
  changeSpecialist: (r, e) =>
    call(
      contract.POST(twin(family, '/general/orders/add-specialist/{id}'), {
        params: { path: { id: r.id } },
        body: { specialist: ([] as unknown[]).concat(e.specialist).map(num), version: r.version },
      }),
    ),
  approveSpecialistChange: (r) => call(contract.POST(twin(family, '/general/orders/approve-add-specialist/{id}'), { params: { path: { id: r.id } }, body: { status: 'approve', version: r.version } })),
  rejectSpecialistChange: (r, e) =>
    call(
      contract.POST(twin(family, '/general/orders/approve-add-specialist/{id}'), {
        params: { path: { id: r.id } },
        body: { status: 'reject', rejection_reason: text(e.rejection_reason), version: r.version },
      }),
    ),
  cancelByTsleem: (r, e) =>
    call(contract.POST(twin(family, '/general/orders/cancel-by-tsleem/{id}'), { params: { path: { id: r.id } }, body: { cancel_reason: text(e.cancel_reason), version: r.version } })),
  extendLicence: (r, e) =>
    call(contract.POST(twin(family, '/general/orders/extend_license/{id}'), { params: { path: { id: r.id } }, body: { license_end_date: text(e.license_end_date), version: r.version } })),
  uploadGisImage: (r, e) =>
    call(contract.POST(twin(family, '/general/orders/add-gis-img/{id}'), { params: { path: { id: r.id } }, body: { gis_img: e.gis_img as unknown as string, version: r.version } })),
  setElectricMeter: (r, e) =>
    call(
      contract.POST(twin(family, '/general/orders/elect-meter/{id}'), {
        params: { path: { id: r.id } },
        body: {
          subscription_number: text(e.subscription_number),
          ...(e.metric_capacity === undefined || e.metric_capacity === null || e.metric_capacity === '' ? {} : { metric_capacity: num(e.metric_capacity) }),
          ...(text(e.closest_cabin) ? { closest_cabin: text(e.closest_cabin) } : {}),
          ...(text(e.metric_status) ? { metric_status: text(e.metric_status) } : {}),
          ...(text(e.payment_status) ? { payment_status: text(e.payment_status) } : {}),
          ...(e.last_read === undefined || e.last_read === null || e.last_read === '' ? {} : { last_read: num(e.last_read) }),
          shared: num(e.shared) === 1 ? 1 : 0,
          version: r.version,
        },
      }),
    ),
  arrangeElectricityDelivery: (r, e) =>
    call(contract.POST(twin(family, '/general/orders/electricity_delivery/{id}'), { params: { path: { id: r.id } }, body: { delivery_date: text(e.delivery_date), version: r.version } })),
  changeReceiver: (r, e) =>
    call(contract.POST(twin(family, '/general/orders/update-receiver/{id}'), { params: { path: { id: r.id } }, body: { receiver_id: num(e.receiver_id), version: r.version } })),
});

const elsewhere: ClientActor<OrderDetails> = () => Promise.reject(new ApiFailure(409, i18n.t('orders:actions.elsewhere')));

/** A family machine's client actors: each sends its event's spec call; UPDATE (the form), CANCEL and the replacements (cancel requests) are sent from their own screens. */
export function orderActorsOf(family: Family): Record<string, ClientActor<OrderDetails>> {
  const calls = callsOf(family);
  return Object.fromEntries(
    Object.keys(MACHINES[family].implementations.actors).map((name) => {
      const run = calls[name];
      const actor: ClientActor<OrderDetails> = run ? async ({ record, event }) => after(record, await run(record, event)) : elsewhere;
      return [name, actor];
    }),
  );
}

/** Events sent from another screen than the order's page (the form, the cancel requests). */
export const EVENTS_ELSEWHERE = ['UPDATE', 'CANCEL', 'CHANGE_CONTRACTOR', 'CHANGE_CONSULTANT', 'CHOOSE_GARBAGE_COMPANY'];
