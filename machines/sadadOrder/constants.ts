import type { Permission } from '../../shared/permission-names';

/**
 * The two payment-order families of spec 001 §2 and §7 ("Sadad and invoices: list,
 * create, store, details/{id}, upload_docs, change_state, cancel/{id}, logs/{id}")
 * and the permissions of §6 that gate each step.
 */
export const PAYMENT_ORDER_FAMILIES = {
  sadadOrder: {
    list: '/sadad',
    /** the authority's decision (change_state) */
    decide: ['clearance-sadad-index'],
    /** the company uploading its proof of payment (upload_docs) */
    upload: ['sadad-details'],
    /** withdrawing the order (cancel/{id}) */
    cancel: ['sadad-create'],
    /** editing the order before payment; SADAD orders have no edit screen */
    update: [] as Permission[],
  },
  invoice: {
    list: '/invoices',
    decide: ['clearance-invoices-index'],
    upload: ['invoices-details'],
    cancel: ['invoices-update'],
    /** /invoices/edit/{id} */
    update: ['invoices-update'],
  },
} as const;

export type PaymentOrderFamily = keyof typeof PAYMENT_ORDER_FAMILIES;
