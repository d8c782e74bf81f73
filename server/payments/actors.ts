/**
 * The payment orders' lifecycle actors (machines/sadadOrder, for SADAD orders and invoices alike):
 * the work of each step beyond its status, history and audit rows, which the runtime writes.
 * UPLOAD_ATTACHMENT points the order at the committed receipt (the handler committed it in the same
 * transaction), REJECT keeps the reason, APPROVE and a new upload clear an old reason.
 */
import type { ServerActor } from '../lifecycle/define';

interface PaymentRow {
  attachmentFileId: number | null;
  rejectionReason: string | null;
  updatedAt: Date;
}

const payload = (event: unknown) => event as Record<string, unknown>;

export function paymentOrderActors<R extends PaymentRow>(update?: ServerActor<R>) {
  const set = (values: Partial<PaymentRow>) => ({ ...values, updatedAt: new Date() }) as Partial<R>;
  const actors: Record<'update' | 'uploadAttachment' | 'approve' | 'reject' | 'cancel', ServerActor<R>> = {
    update: update ?? (async () => set({})),
    uploadAttachment: async (_tx, { event }) => {
      const id = payload(event).attachment_file_id;
      return set(typeof id === 'number' ? { attachmentFileId: id, rejectionReason: null } : {});
    },
    approve: async () => set({ rejectionReason: null }),
    reject: async (_tx, { event }) => {
      const reason = payload(event).rejection_reason;
      return set({ rejectionReason: typeof reason === 'string' ? reason.trim() : null });
    },
    cancel: async () => set({}),
  };
  return actors;
}
