/**
 * The temporary licence order (spec 001 §3 "Temp licence order: kroky_document,
 * temp_license_order_id"; §4 "Licence: pending, approved, rejected"; §2
 * /temp-licenses-order, /view/{id}, /ready/{id}; §5 and §9 the fixed form id 7;
 * §6 temp-licenses-order-*; §7 "temp_license_order: list, store, update and
 * destroy. Kroky documents store.").
 *
 * - `pending` (initial): a company's answers to the temporary-licence form, which
 *   is always form 7 (TEMP_LICENCE_FORM_ID), for one of its assigned camps: UPDATE
 *   is refused for any other form id. The company stores the camp's kroky
 *   (UPLOAD_KROKY, "Kroky documents store": kroky_document, temp_license_order_id).
 * - `approved` (final): the authority approved it (APPROVE); the licence prints at
 *   /temp-licenses-order/ready/{id} — "ready" is that screen, not a status (BRIEF §4).
 *   It needs the kroky document stored on the order.
 * - `rejected` (final): refused with a reason (REJECT, rejection_reason).
 *
 * Deleting a pending order (destroy) removes it and is not a status change.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText } from '../core/fields';
import { TEMP_LICENCE_FORM_ID } from './constants';

export interface TempLicenceOrderRecord {
  id: number;
  status: string;
  kroky_document?: unknown;
  form_id?: number;
  [key: string]: unknown;
}

export type TempLicenceOrderEvent =
  | { type: 'UPDATE'; form_id?: number; answers?: Record<string, unknown> | unknown[] }
  | { type: 'UPLOAD_KROKY'; kroky_document: unknown }
  | { type: 'APPROVE' }
  | { type: 'REJECT'; rejection_reason: string };

export type TempLicenceOrderInput = CommandInput<TempLicenceOrderRecord, TempLicenceOrderEvent>;

/** What the guards read beyond the row, loaded by the server (absent in a pure exploration: the guard passes). */
export interface TempLicenceOrderFacts {
  /** the order's kroky document is stored */
  kroky: boolean;
}

type TempLicenceOrderContext = LifecycleContext<TempLicenceOrderRecord> & { facts?: TempLicenceOrderFacts };

type Args = { context: TempLicenceOrderContext; event: TempLicenceOrderEvent };

const OWNER: Who = { permissions: ['temp-licenses-order-index'], party: 'owner' };
const ISSUER: Who = { permissions: ['temp-licenses-order-ready'], accountTypes: AUTHORITY_TYPES };

const { stable, final } = lifecycle('tempLicenceOrder');

export const tempLicenceOrderMachine = setup({
  types: {
    context: {} as TempLicenceOrderContext,
    events: {} as TempLicenceOrderEvent,
    input: {} as { record?: TempLicenceOrderRecord; facts?: TempLicenceOrderFacts } | undefined,
  },
  guards: {
    /** §5 "The temporary-licence form uses a fixed form id of 7" */
    formIsFixed: rule<Args>(fieldRefusal('form_id', 'tempLicenceOrder.formFixed'), ({ event }) => {
      const id = fieldOf(event, 'form_id');
      return id === undefined || Number(id) === TEMP_LICENCE_FORM_ID;
    }),
    krokyGiven: rule<Args>(fieldRefusal('kroky_document', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'kroky_document'))),
    /** the kroky is stored on the order (the facts the server loads; a restored record without facts reads its kroky_document) */
    krokyAvailable: rule<Args>(conflict('tempLicenceOrder.krokyMissing'), ({ context }) => (context.facts ? context.facts.kroky : !context.record || hasFile(context.record.kroky_document))),
    reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
  },
  actors: {
    update: command<TempLicenceOrderRecord, TempLicenceOrderInput>(),
    uploadKroky: command<TempLicenceOrderRecord, TempLicenceOrderInput>(),
    approve: command<TempLicenceOrderRecord, TempLicenceOrderInput>(),
    reject: command<TempLicenceOrderRecord, TempLicenceOrderInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'tempLicenceOrder',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), ...(input?.facts ? { facts: input.facts } : {}) }),
  initial: 'pending',
  meta: {
    label: { ar: 'طلب الرخصة المؤقتة', en: 'Temporary licence order' },
    spec: [
      '001 §3 Temp licence order: kroky_document, temp_license_order_id',
      '001 §4 Licence: pending, approved, rejected',
      '001 §5 and §9 the temporary-licence form has fixed id 7',
      '001 §7 temp_license_order: list, store, update and destroy; kroky documents store',
    ],
    statuses: 'pending, approved, rejected',
    parties: { owner: { ar: 'الجهة التي قدمت الطلب', en: 'The company that filed the order' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار إصدار الرخصة', en: 'Awaiting the licence' } },
      {
        UPDATE: {
          target: 'pending',
          guard: 'formIsFixed',
          actor: 'update',
          meta: {
            label: { ar: 'تعديل الطلب', en: 'Update order' },
            who: OWNER,
            spec: ['001 §7 temp_license_order: update', '001 §5 The temporary-licence form uses a fixed form id of 7'],
            example: { form_id: TEMP_LICENCE_FORM_ID, answers: { 1: 'نعم / yes' } },
          },
        },
        UPLOAD_KROKY: {
          target: 'pending',
          guard: 'krokyGiven',
          actor: 'uploadKroky',
          meta: {
            label: { ar: 'رفع الكروكي', en: 'Upload kroky' },
            who: OWNER,
            spec: ['001 §7 Kroky documents store', '001 §3 kroky_document, temp_license_order_id'],
            example: { kroky_document: 'kroky.pdf' },
          },
        },
        APPROVE: {
          target: 'approved',
          guard: 'krokyAvailable',
          actor: 'approve',
          meta: {
            label: { ar: 'اعتماد الرخصة', en: 'Approve licence' },
            who: ISSUER,
            spec: ['001 §4 Licence: approved', '001 §4 Approve or reject requests with a reason', '001 §2 /temp-licenses-order/ready/{id}', '001 §6 temp-licenses-order-ready'],
            confirm: { ar: 'اعتماد الرخصة المؤقتة؟', en: 'Approve the temporary licence?' },
            /** nothing to send: the kroky the guard needs is the order's own (facts) */
            example: {},
          },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض الطلب', en: 'Reject order' },
            who: ISSUER,
            spec: ['001 §4 Licence: rejected', '001 §4 Approve or reject requests with a reason'],
            example: { rejection_reason: 'الكروكي غير مطابق / The kroky does not match' },
          },
        },
      },
    ),
    approved: final({
      label: { ar: 'معتمد', en: 'Approved' },
      tone: 'success',
      description: { ar: 'اعتُمدت الرخصة المؤقتة وهي جاهزة للطباعة', en: 'The temporary licence is approved and ready to print' },
    }),
    rejected: final({ label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'danger', description: { ar: 'رُفض طلب الترخيص المؤقت مع السبب', en: 'The temporary licence was refused, with the reason' } }),
  },
});
