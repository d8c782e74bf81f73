/**
 * Re-assign (re-delivery) and lock orders: the area's calls and queries over the one typed query layer
 * (src/shared/api/query.ts), the machines' client actors, and where each status of an order is shown.
 * Both types share every call; `type` picks the list (reassign: /re-assign-orders, lock: /lock-orders).
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { AnyStateMachine } from 'xstate';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths, scoped } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';
import { fieldOf as field, textOf } from '../../../machines/core/fields';
import { lockOrderMachine, reassignOrderMachine, LIST_PATH, type ReassignOrderType } from '../../../machines';
import { accountTypes } from '../../../shared/accountTypes';
import type { Permission } from '../../../shared/permission-names';
import { STEP_PERMISSIONS } from './permissions';

export type ReassignOrder = components['schemas']['ReassignOrder'];
export type ReassignOrderFilters = components['schemas']['ReassignOrderFilters'];
export type ReassignOrderInput = components['schemas']['ReassignOrderInput'];
export type ReassignQuestion = components['schemas']['ReassignQuestion'];
export type ReassignCampOption = components['schemas']['ReassignCampsResponse']['data'][number];
export type BulkPreview = components['schemas']['BulkPreviewResponse']['data'];
export type BulkReport = components['schemas']['BulkReportResponse']['data'];
export type LogRow = components['schemas']['PaymentOrderLogRow'];
export type { ReassignOrderType };

/** The machine of each type (the same statuses; each type's own permissions). */
export const machineOf = (type: ReassignOrderType): AnyStateMachine => (type === 'lock' ? lockOrderMachine : reassignOrderMachine);

/** The type a screen serves, from its address: /lock-orders…, /lock/about-signature → lock; the rest reassign. */
export const typeOfPath = (pathname: string): ReassignOrderType => (pathname.startsWith('/lock') ? 'lock' : 'reassign');

/** The statuses in the order an order goes through them (the steps indicator). */
export const STEPS = ['form', 'camps_approval', 'payment', 'payment_review', 'signature', 're_delivery_file', 'completed'] as const;

/** The account type whose users are the companies an order is opened for (shared/accountTypes.ts). */
export const COMPANY_TYPE_ID = accountTypes.find((t) => t.code === 'service_provider')!.id;

/**
 * The screen of an order at its current status (spec 001 §2's addresses). A step whose screen needs a permission
 * the caller lacks (a company while Kidana fills the form, say) leads to the order's view instead: `may` says
 * which permissions the caller holds (all, without it).
 */
export function stepPath(order: Pick<ReassignOrder, 'id' | 'type' | 'status' | 'form_id'>, may: (permission: Permission) => boolean = () => true): string {
  const base = `${LIST_PATH[order.type]}/${order.id}`;
  const form = order.form_id ?? 0;
  const p = STEP_PERMISSIONS[order.type];
  // a lock order's record is …/details (lock-details); any order's is also …/form/{form}/view (its list's permission)
  const view = order.type === 'lock' && may('lock-details') ? `${base}/details` : `${base}/form/${form}/view`;
  const guarded = (permission: Permission, path: string) => (may(permission) ? path : view);
  switch (order.status) {
    case 'form':
      return guarded(p.form, `${base}/form/${form}`);
    case 'camps_approval':
      return guarded(p.camps, `${base}/form/${form}/approve-camps`);
    case 'payment':
      return `${base}/payment-attachment`;
    case 'payment_review':
      return `${base}/payment-attachment/view`;
    case 'signature':
      return guarded(p.signature, `${base}/re-delivery/signature`);
    case 're_delivery_file':
      return guarded(p.file, `${base}/re-delivery/file`);
    default:
      return view;
  }
}

/** Every cached answer of the area's paths (the lists, each order and its log). */
export const invalidateReassignOrders = (client: QueryClient) => invalidatePaths(client, '/general/reassign_orders', '/general/reassign_orders/', '/workflows/');

export function useReassignOrders(filters: ReassignOrderFilters, page: number) {
  return failing($api.useQuery('post', '/general/reassign_orders', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/**
 * One order. `formId`: while the order is at its form, the form to show (one of its `forms`) — the details then
 * carry that form's questions and prices to fill it. The last answer stays while another form of the same order
 * is asked for.
 */
export function useReassignOrder(id: number | null, formId: number | null = null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const query = formId && formId > 0 ? { form_id: formId } : undefined;
  return failing(
    $api.useQuery(
      'get',
      '/general/reassign_orders/details/{id}',
      { params: { path: { id: valid ? id : 0 }, ...(query ? { query } : {}) } },
      { select: (r) => r.data, enabled: valid, retry: false, placeholderData: (previous) => (previous && previous.data.id === id ? previous : undefined) },
    ),
  );
}

/** The order's log; the version in the key, so a step taken on the screen shows at once. */
export function useReassignOrderLogs(id: number, version: number) {
  return failing($api.useQuery('get', '/general/reassign_orders/logs/{id}', scoped({ params: { path: { id } } }, version), { select: (r) => r.data }));
}

/** The companies an order may be opened for (the active service providers). */
export function useCompanies(enabled: boolean) {
  return failing($api.useQuery('get', '/general/reassign_form/get-user-of-type/{type_id}', { params: { path: { type_id: COMPANY_TYPE_ID } } }, { select: (r) => r.data, enabled }));
}

/** A company's camps an order may be opened for. */
export function useCompanyCamps(companyId: number | null) {
  return failing(
    $api.useQuery(
      'get',
      '/general/reassign_orders/company-camps/{company_id}',
      { params: { path: { company_id: companyId ?? 0 } } },
      { select: (r) => r.data, enabled: companyId !== null && companyId > 0 },
    ),
  );
}

export const createReassignOrder = (body: ReassignOrderInput) => call(contract.POST('/general/reassign_orders/store', { body }));
export const bulkLockPreview = (assign_camp_ids: number[]) => call(contract.POST('/general/reassign_orders/bulk-lock/preview', { body: { assign_camp_ids } }));
export const bulkLock = (assign_camp_ids: number[]) => call(contract.POST('/general/reassign_orders/bulk-lock', { body: { assign_camp_ids } }));
export const bulkSignPreview = (ids: number[]) => call(contract.POST('/general/reassign_orders/bulk-sign/preview', { body: { ids } }));
export const bulkSign = (ids: number[]) => call(contract.POST('/general/reassign_orders/bulk-sign', { body: { ids } }));

const path = (record: ReassignOrder) => ({ params: { path: { id: record.id } } });

/** The answers as the spec sends them: answers[i][question_id], answers[i][answer]. */
function answersOf(value: unknown): Array<{ question_id: number; answer: string }> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, a]) => typeof a === 'string' && a.trim() !== '')
    .map(([q, a]) => ({ question_id: Number(q), answer: a as string }));
}

/**
 * The machines' client actors (the same for both types), each through its call with the version read:
 * the answer is the order after the step.
 */
export const reassignOrdersActors: Record<string, ClientActor<ReassignOrder>> = {
  submitForm: async ({ record, event }) =>
    (
      await call(
        contract.POST('/general/reassign_orders/form/{id}', {
          ...path(record),
          body: { form_id: Number(field(event, 'form_id')), answers: answersOf(field(event, 'answers')), version: record.version },
        }),
      )
    ).data,
  approveCamps: async ({ record, event }) =>
    (await call(contract.POST('/general/reassign_orders/approve-camps/{id}', { ...path(record), body: { assign_camp_ids: (field(event, 'camps') as number[]) ?? [], version: record.version } }))).data,
  payPenalties: async ({ record, event }) =>
    (
      await call(
        contract.POST('/general/reassign_orders/payment-attachment/{id}', { ...path(record), body: { payment_attachment: field(event, 'payment_attachment') as string, version: record.version } }),
      )
    ).data,
  acceptPayment: async ({ record }) => (await call(contract.POST('/general/reassign_orders/payment-review/{id}', { ...path(record), body: { decision: 'accept', version: record.version } }))).data,
  rejectPayment: async ({ record, event }) =>
    (
      await call(
        contract.POST('/general/reassign_orders/payment-review/{id}', {
          ...path(record),
          body: { decision: 'reject', rejection_reason: textOf(field(event, 'rejection_reason')), version: record.version },
        }),
      )
    ).data,
  sign: async ({ record }) => (await call(contract.POST('/general/reassign_orders/sign/{id}', { ...path(record), body: { version: record.version } }))).data,
  reappoint: async ({ record, event }) =>
    (await call(contract.POST('/general/reassign_orders/reappoint/{id}', { ...path(record), body: { appointment: textOf(field(event, 'appointment')), version: record.version } }))).data,
  completeSignatures: async ({ record }) => (await call(contract.POST('/general/reassign_orders/complete-signatures/{id}', { ...path(record), body: { version: record.version } }))).data,
  uploadFile: async ({ record, event }) =>
    (await call(contract.POST('/general/reassign_orders/file/{id}', { ...path(record), body: { kroky_document: field(event, 'kroky_document') as string, version: record.version } }))).data,
  reject: async ({ record, event }) =>
    (await call(contract.POST('/general/reassign_orders/reject/{id}', { ...path(record), body: { rejection_reason: textOf(field(event, 'rejection_reason')), version: record.version } }))).data,
  cancel: async ({ record }) => (await call(contract.POST('/general/reassign_orders/cancel/{id}', { ...path(record), body: { version: record.version } }))).data,
};
