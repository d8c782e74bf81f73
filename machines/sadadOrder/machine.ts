/**
 * The SADAD payment order and, built by the same function, the invoice: one
 * lifecycle (spec 001 §3 "Sadad order:
 * sadad_order_id, status_id, get_status (id, status)", "Invoice: invoice_id,
 * status, get_status"; §4 "Sadad and invoice orders: Approve, reject, upload
 * attachment and cancel each return a new status"; §7 list, create, store,
 * details/{id}, upload_docs, change_state, cancel/{id}, logs/{id}; §2 /sadad…,
 * /invoices…). One builder, two machines (`sadadOrder`, `invoice`) with their own
 * permissions (§6 sadad-*, clearance-sadad-index; invoices-*, clearance-invoices-index).
 *
 * - `pending` (initial): issued by the authority to a company (store). An invoice
 *   may still be edited (UPDATE, /invoices/edit/{id}).
 * - `attachment_uploaded`: the company uploaded its proof of payment (upload_docs).
 * - `approved` (final): the authority accepted the payment (change_state).
 * - `rejected`: the authority refused the proof, with a reason (change_state); the
 *   company uploads another. Not final: a wrong receipt is corrected, not fatal.
 * - `cancelled` (final): withdrawn by the authority (cancel/{id}) before approval.
 *
 * "Every change is logged (logs/{id})" (BRIEF §4): each event goes through the
 * server's lifecycle runtime, which writes a history row and an audit row in the
 * same transaction; logs/{id} reads them. The machine names every change so none
 * escapes the log.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput, type Step } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText } from '../core/fields';
import { PAYMENT_ORDER_FAMILIES, type PaymentOrderFamily } from './constants';

export interface PaymentOrderRecord {
  id: number;
  status: string;
  company_id?: number;
  amount?: number | string;
  [key: string]: unknown;
}

export type PaymentOrderEvent =
  { type: 'UPDATE'; [field: string]: unknown } | { type: 'UPLOAD_ATTACHMENT'; attachment: unknown } | { type: 'APPROVE' } | { type: 'REJECT'; rejection_reason: string } | { type: 'CANCEL' };

export type PaymentOrderInput = CommandInput<PaymentOrderRecord, PaymentOrderEvent>;

type Args = { event: PaymentOrderEvent };

const DECIDED = conflict('paymentOrder.alreadyDecided', '104');

/** Build the lifecycle of one payment-order family. */
export function buildPaymentOrderMachine(family: PaymentOrderFamily) {
  const perms = PAYMENT_ORDER_FAMILIES[family];
  const isInvoice = family === 'invoice';
  const noun = isInvoice ? { ar: 'الفاتورة', en: 'invoice' } : { ar: 'أمر السداد', en: 'SADAD order' };
  const DECIDER: Who = { permissions: [...perms.decide], accountTypes: AUTHORITY_TYPES };
  const CANCELLER: Who = { permissions: [...perms.cancel], accountTypes: AUTHORITY_TYPES };
  const EDITOR: Who = { permissions: [...perms.update], accountTypes: AUTHORITY_TYPES };
  /** the company the order is issued to */
  const PAYER: Who = { permissions: [...perms.upload], party: 'owner' };
  const { stable, final } = lifecycle(family);

  const upload: Step = {
    target: 'attachment_uploaded',
    guard: 'attachmentGiven',
    actor: 'uploadAttachment',
    meta: {
      label: { ar: 'رفع مرفق السداد', en: 'Upload payment attachment' },
      who: PAYER,
      spec: ['001 §4 Sadad and invoice orders: upload attachment', '001 §7 upload_docs'],
      example: { attachment: 'receipt.pdf' },
    },
  };
  const cancel: Step = {
    target: 'cancelled',
    actor: 'cancel',
    meta: {
      label: { ar: `إلغاء ${noun.ar}`, en: `Cancel ${noun.en}` },
      who: CANCELLER,
      spec: ['001 §4 Sadad and invoice orders: cancel', '001 §7 cancel/{id}'],
      confirm: { ar: `هل أنت متأكد من إلغاء ${noun.ar}؟`, en: `Cancel this ${noun.en}?` },
    },
  };
  const update: Record<string, Step> = isInvoice
    ? {
        UPDATE: {
          target: 'pending',
          actor: 'update',
          meta: { label: { ar: 'تعديل الفاتورة', en: 'Edit invoice' }, who: EDITOR, spec: ['001 §2 /invoices/edit/{id}', '001 §6 invoices-update'] },
        },
      }
    : {};

  return setup({
    types: {
      context: {} as LifecycleContext<PaymentOrderRecord>,
      events: {} as PaymentOrderEvent,
      input: {} as { record?: PaymentOrderRecord } | undefined,
    },
    guards: {
      attachmentGiven: rule<Args>(fieldRefusal('attachment', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'attachment'))),
      reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
    },
    actors: {
      update: command<PaymentOrderRecord, PaymentOrderInput>(),
      uploadAttachment: command<PaymentOrderRecord, PaymentOrderInput>(),
      approve: command<PaymentOrderRecord, PaymentOrderInput>(),
      reject: command<PaymentOrderRecord, PaymentOrderInput>(),
      cancel: command<PaymentOrderRecord, PaymentOrderInput>(),
    },
    actions: lifecycleActions,
  }).createMachine({
    id: family,
    context: ({ input }) => (input?.record ? { record: input.record } : {}),
    initial: 'pending',
    meta: {
      label: isInvoice ? { ar: 'الفاتورة', en: 'Invoice' } : { ar: 'أمر السداد', en: 'SADAD payment order' },
      spec: [
        isInvoice ? '001 §3 Invoice: invoice_id, status, get_status' : '001 §3 Sadad order: sadad_order_id, status_id, get_status (id, status)',
        '001 §4 Sadad and invoice orders: approve, reject, upload attachment and cancel each return a new status',
        '001 §7 Sadad and invoices: list, create, store, details/{id}, upload_docs, change_state, cancel/{id}, logs/{id}',
        isInvoice ? '001 §6 invoices-create, invoices-update, invoices-details, clearance-invoices-index' : '001 §6 sadad-create, sadad-details, clearance-sadad-index',
      ],
      statuses: 'pending, attachment_uploaded, approved, rejected, cancelled',
      parties: { owner: { ar: 'الشركة الصادر لها الطلب', en: 'The company the order is issued to' } },
    } satisfies LifecycleMeta,
    states: {
      pending: stable(
        { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار رفع مرفق السداد', en: 'Awaiting the proof of payment' } },
        { ...update, UPLOAD_ATTACHMENT: upload, CANCEL: cancel },
      ),
      attachment_uploaded: stable(
        { label: { ar: 'تم رفع المرفق', en: 'Attachment uploaded' }, tone: 'info', description: { ar: 'بانتظار مراجعة إثبات السداد', en: 'The proof of payment awaits review' } },
        {
          APPROVE: {
            target: 'approved',
            actor: 'approve',
            meta: { label: { ar: 'اعتماد السداد', en: 'Approve payment' }, who: DECIDER, spec: ['001 §4 Sadad and invoice orders: approve', '001 §7 change_state'] },
          },
          REJECT: {
            target: 'rejected',
            guard: 'reasonGiven',
            actor: 'reject',
            meta: {
              label: { ar: 'رفض السداد', en: 'Reject payment' },
              who: DECIDER,
              spec: ['001 §4 Sadad and invoice orders: reject', '001 §7 change_state', '001 §4 Approve or reject requests with a reason'],
              example: { rejection_reason: 'الإيصال غير مقروء / The receipt is not legible' },
            },
          },
          UPLOAD_ATTACHMENT: upload,
          CANCEL: cancel,
        },
      ),
      approved: final({
        label: { ar: 'معتمد', en: 'Approved' },
        tone: 'success',
        description: { ar: 'اعتُمد إثبات السداد', en: 'The proof of payment was accepted' },
        refusals: { APPROVE: DECIDED, REJECT: DECIDED },
      }),
      rejected: stable(
        { label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'danger', description: { ar: 'رُفض إثبات السداد؛ على الشركة رفع مرفق آخر', en: 'The proof was refused; the company is to upload another' } },
        { UPLOAD_ATTACHMENT: upload, CANCEL: cancel },
      ),
      cancelled: final({ label: { ar: 'ملغي', en: 'Cancelled' }, tone: 'danger', description: { ar: 'ألغته الهيئة قبل الاعتماد', en: 'Cancelled by the authority before approval' } }),
    },
  });
}

export type PaymentOrderMachine = ReturnType<typeof buildPaymentOrderMachine>;

export const sadadOrderMachine = buildPaymentOrderMachine('sadadOrder');
