/**
 * The invoice (spec 001 §2 /invoices, /invoices/create, /invoices/edit/{id},
 * /invoices/details/{id}, /invoices/{id}; §3 "Invoice: invoice_id, status,
 * get_status"; §4 "Sadad and invoice orders: Approve, reject, upload attachment and
 * cancel each return a new status"; §6 invoices-create, invoices-update,
 * invoices-details, clearance-invoices-index; §7 upload_docs, change_state,
 * cancel/{id}, logs/{id}).
 *
 * The SADAD order's lifecycle, built by the same function (machines/sadadOrder/
 * machine.ts, docs/workflows/sadadOrder.md): pending → attachment_uploaded (the
 * company uploads its proof of payment) → approved, or rejected with a reason (the
 * company uploads another); cancelled by the authority before approval. Every
 * change is a transition, so logs/{id} lists them all. Unlike a SADAD order, an
 * invoice may be edited while pending (UPDATE, /invoices/edit/{id}, invoices-update).
 */
import { buildPaymentOrderMachine } from '../sadadOrder/machine';

export const invoiceMachine = buildPaymentOrderMachine('invoice');
