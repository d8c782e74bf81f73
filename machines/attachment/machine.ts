/**
 * An uploaded pledge or service attachment of a location order or an order (spec
 * 001 §4 "Attachment: pending, approved, rejected, replaced"; §7 "Pledge attachment
 * endpoints (paths not shown)"; §3 "attachment count per specialty").
 *
 * Why a lifecycle of its own: each upload is reviewed on its own, before and after
 * the order is sent, and the order's SUBMIT rules read the result ("There are
 * pledges not uploaded or not processed", "There are rejected attachments not
 * corrected", §8). Processing an attachment does not move the order.
 *
 * - `pending` (initial): uploaded, awaiting the reviewer (order-pledge).
 * - `approved` (final): accepted. Replacing it is refused with the spec's "You can't
 *   request cancellation of the attachment." (§8): an approved document stays.
 * - `rejected`: refused with a reason; the owner corrects it by uploading a
 *   replacement (REPLACE).
 * - `replaced` (final): superseded by a newer upload, which starts as a new
 *   `pending` attachment. History is kept rather than overwritten.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText } from '../core/fields';

export interface AttachmentRecord {
  id: number;
  status: string;
  order_id?: number;
  pledge_id?: number | null;
  rejection_reason?: string | null;
  [key: string]: unknown;
}

export type AttachmentEvent = { type: 'APPROVE' } | { type: 'REJECT'; rejection_reason: string } | { type: 'REPLACE'; file: unknown };
export type AttachmentInput = CommandInput<AttachmentRecord, AttachmentEvent>;

type Args = { event: AttachmentEvent };

/** The reviewers of pledges in either order family (spec 001 §6 order-pledge, locationorder-pledge). */
const REVIEWER: Who = { permissions: ['order-pledge', 'locationorder-pledge'], accountTypes: AUTHORITY_TYPES };
/** The order's owner corrects its own uploads. */
const OWNER: Who = { permissions: ['order-update', 'locationorder-update'], party: 'owner' };

const CANNOT_CANCEL = conflict('attachment.cannotCancel');

const { stable, final } = lifecycle('attachment');

const replace = {
  target: 'replaced',
  guard: 'fileGiven',
  actor: 'replace',
  meta: {
    label: { ar: 'استبدال المرفق', en: 'Replace attachment' },
    who: OWNER,
    spec: ['001 §4 Attachment: replaced', '001 §8 There are rejected attachments not corrected'],
    example: { file: 'pledge-signed.pdf' },
  },
};

export const attachmentMachine = setup({
  types: {
    context: {} as LifecycleContext<AttachmentRecord>,
    events: {} as AttachmentEvent,
    input: {} as { record?: AttachmentRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
    fileGiven: rule<Args>(fieldRefusal('file', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'file'))),
  },
  actors: {
    approve: command<AttachmentRecord, AttachmentInput>(),
    reject: command<AttachmentRecord, AttachmentInput>(),
    replace: command<AttachmentRecord, AttachmentInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'attachment',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'مرفق الطلب', en: 'Order attachment' },
    spec: [
      '001 §4 Attachment: pending, approved, rejected, replaced',
      '001 §7 Pledge attachment endpoints',
      "001 §8 You can't request cancellation of the attachment",
      '001 §8 There are rejected attachments not corrected',
    ],
    statuses: 'pending, approved, rejected, replaced',
    parties: { owner: { ar: 'الجهة المستلمة صاحبة الطلب', en: 'The receiving company that owns the order' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد المراجعة', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار مراجعة المرفق', en: 'Awaiting review' } },
      {
        APPROVE: { target: 'approved', actor: 'approve', meta: { label: { ar: 'قبول المرفق', en: 'Approve attachment' }, who: REVIEWER, spec: ['001 §4 Attachment: approved'] } },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: {
            label: { ar: 'رفض المرفق', en: 'Reject attachment' },
            who: REVIEWER,
            spec: ['001 §4 Attachment: rejected', '001 §4 Approve or reject requests with a reason'],
            example: { rejection_reason: 'التوقيع غير واضح / The signature is not legible' },
          },
        },
        REPLACE: replace,
      },
    ),
    approved: final({
      label: { ar: 'مقبول', en: 'Approved' },
      tone: 'success',
      description: { ar: 'اعتُمد المرفق ولا يُستبدل', en: 'Accepted; it can no longer be replaced' },
      refusals: { REPLACE: CANNOT_CANCEL },
    }),
    rejected: stable(
      { label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'danger', description: { ar: 'مرفوض؛ على صاحب الطلب رفع بديل', en: 'Rejected; the owner must upload a replacement' } },
      { REPLACE: replace },
    ),
    replaced: final({ label: { ar: 'مستبدل', en: 'Replaced' }, tone: 'info', description: { ar: 'حل محله مرفق أحدث', en: 'Superseded by a newer upload' }, refusals: { REPLACE: CANNOT_CANCEL } }),
  },
});
