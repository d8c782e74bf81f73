/**
 * Re-assign (re-delivery) and lock orders: one lifecycle, built once for each
 * `type` (spec 001 §3 "Reassign or lock order: type (reassign or lock),
 * reassign_order_id, signed, MissedSignCount, kroky_document, appointment"; §2 the
 * /re-assign-orders and /lock-orders screens; §4 "Re-assign and lock orders";
 * §6 order-re-assign-*, re-assign, lock-*, re-assign-file-clearance,
 * lock-order-bulk-signature; the dictionaries' "re-delivery and lock requests with
 * penalties and payment attachments").
 *
 * The statuses follow the screens in the order the spec lists them:
 * - `form` (initial): the authority fills the order's form (…/form/{form});
 *   SUBMIT_FORM needs the form id.
 * - `camps_approval`: the authority approves the camps and the penalties found
 *   (…/form/{form}/approve-camps). APPROVE_CAMPS with penalties goes to `payment`;
 *   without, straight to `signature`. The penalty amount is part of the authority's
 *   decision on that screen, so the event carries it and the machine routes by it.
 * - `payment`: the company pays the penalties and uploads the payment attachment
 *   (…/{id}/payment-attachment; §6 "Payment-attachment pages … have no permission
 *   requirement", so only being the order's company is checked).
 * - `payment_review` (ours: the spec shows the attachment's view page, …/payment-attachment/view,
 *   but no status for it): staff accept the attachment (→ `signature`) or reject it with a
 *   reason (→ back to `payment`, where the company uploads a new one).
 * - `signature`: each required signer signs (…/re-delivery/signature; bulk sign
 *   sends SIGN for many orders at once); a re-appointment may be made (REAPPOINT,
 *   `appointment`). MissedSignCount counts the signatures still missing; it is a
 *   fact of the signature records, passed by the runtime, and COMPLETE_SIGNATURES
 *   is refused until it is 0.
 * - `re_delivery_file`: the kroky / re-delivery file is uploaded (…/re-delivery/file).
 * - `completed` (final): the camp is re-delivered (reassign) or locked (lock).
 * - `rejected` (final): refused with a reason, at any step before the file. Opening a
 *   rejected order is refused (`refusals.VIEW`) and the screen sends its viewer to
 *   /re-assign-orders or /lock-orders after 1 s (`rejectedRedirect`).
 * - `cancelled` (final): withdrawn by the authority before the signatures.
 *
 * Two machines, `reassignOrder` and `lockOrder`, from one builder: the statuses
 * and rules are the same, but each type has its own permissions (order-re-assign-*
 * and re-assign, or lock-*), so a lock clerk cannot act on a re-delivery and the
 * diagrams show who acts on each. The runtime picks the machine by the record's
 * `type`. "Bulk lock" opens lock orders for many camps at once: a creation, not a
 * status change.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasFile, hasText, isId } from '../core/fields';
import { isCalendarDate } from '../order/rules';
import { LIST_PATH, type ReassignOrderType } from './constants';
import type { Permission } from '../../shared/permission-names';

export interface ReassignOrderRecord {
  id: number;
  status: string;
  type?: ReassignOrderType;
  reassign_order_id?: number;
  signed?: 0 | 1;
  MissedSignCount?: number;
  kroky_document?: unknown;
  appointment?: string | null;
  [key: string]: unknown;
}

/** Facts of the order's other records, passed by the runtime when it restores the order. */
export interface ReassignOrderFacts {
  /** spec 001 §3 MissedSignCount: required signatures not given yet */
  MissedSignCount: number;
}

export type ReassignOrderContext = LifecycleContext<ReassignOrderRecord> & { facts?: ReassignOrderFacts };

export type ReassignOrderEvent =
  | { type: 'SUBMIT_FORM'; form_id: number; answers?: Record<string, unknown> | unknown[] }
  | { type: 'APPROVE_CAMPS'; camps: number[]; penalty_amount: number }
  | { type: 'PAY_PENALTIES'; payment_attachment: unknown }
  | { type: 'ACCEPT_PAYMENT' }
  | { type: 'REJECT_PAYMENT'; rejection_reason: string }
  | { type: 'SIGN' }
  | { type: 'REAPPOINT'; appointment: string }
  | { type: 'COMPLETE_SIGNATURES' }
  | { type: 'UPLOAD_FILE'; kroky_document: unknown }
  | { type: 'REJECT'; rejection_reason: string }
  | { type: 'CANCEL' };

export type ReassignOrderInput = CommandInput<ReassignOrderRecord, ReassignOrderEvent>;

type Args = { context: ReassignOrderContext; event: ReassignOrderEvent };

const penaltyOf = (event: ReassignOrderEvent): number => {
  const v = fieldOf(event, 'penalty_amount');
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return NaN;
};

const rules = {
  campsChosen: rule<Args>(fieldRefusal('camps', 'reassignOrder.chooseCamps'), ({ event }) => {
    const camps = fieldOf(event, 'camps');
    return Array.isArray(camps) && camps.length > 0 && camps.every(isId);
  }),
  penaltyValid: rule<Args>(fieldRefusal('penalty_amount', 'reassignOrder.penaltyAmount'), ({ event }) => {
    const n = penaltyOf(event);
    return Number.isFinite(n) && n >= 0;
  }),
  penaltyDue: rule<Args>(conflict('reassignOrder.noPenalty'), ({ event }) => penaltyOf(event) > 0),
};

/** Each type's permissions (spec 001 §6 order-re-assign-*, re-assign, re-assign-file-clearance; lock-*, lock-order-bulk-signature). */
const PERMISSIONS: Record<ReassignOrderType, Record<'form' | 'camps' | 'sign' | 'signatures' | 'file' | 'decide', Permission[]>> = {
  reassign: {
    form: ['order-re-assign-form'],
    camps: ['order-re-assign-approve-camps'],
    sign: ['order-re-assign-signature'],
    signatures: ['order-re-assign-signature'],
    file: ['order-re-assign-file', 're-assign-file-clearance'],
    decide: ['re-assign', 'order-re-assign-approve-camps'],
  },
  lock: {
    form: ['lock-form'],
    camps: ['lock-approve-camps'],
    sign: ['lock-signature', 'lock-order-bulk-signature'],
    signatures: ['lock-signature'],
    file: ['lock-file'],
    decide: ['lock-approve-camps'],
  },
};

/** The machine id of each type. */
export const REASSIGN_MACHINE_IDS = { reassign: 'reassignOrder', lock: 'lockOrder' } as const satisfies Record<ReassignOrderType, string>;

/** Build the lifecycle of one type of order. */
export function buildReassignOrderMachine(type: ReassignOrderType) {
  const id = REASSIGN_MACHINE_IDS[type];
  const perms = PERMISSIONS[type];
  const staff = (permissions: Permission[]): Who => ({ permissions, accountTypes: AUTHORITY_TYPES });
  const FORM_STAFF = staff(perms.form);
  const CAMPS_STAFF = staff(perms.camps);
  /** the company itself: §6 "Payment-attachment pages … have no permission requirement" */
  const PAYER: Who = { party: 'owner' };
  const SIGNER: Who = { permissions: perms.sign, party: 'signer' };
  const SIGNATURE_STAFF = staff(perms.signatures);
  const FILE_STAFF = staff(perms.file);
  const DECIDER = staff(perms.decide);
  const list = LIST_PATH[type];
  const isLock = type === 'lock';

  const { stable, final } = lifecycle(id);

  const reject = {
    target: 'rejected',
    guard: 'reasonGiven',
    actor: 'reject',
    meta: {
      label: { ar: 'رفض الطلب', en: 'Reject order' },
      who: DECIDER,
      spec: ['001 §4 Re-assign and lock orders: can be rejected', `001 §4 A rejection sends the user back to the list (${list}) after 1 second`],
      example: { rejection_reason: 'المخيم غير مطابق / The camp does not match' },
      confirm: { ar: 'هل أنت متأكد من رفض الطلب؟', en: 'Reject this order?' },
    },
  };
  const cancel = {
    target: 'cancelled',
    actor: 'cancel',
    meta: {
      label: { ar: 'إلغاء الطلب', en: 'Cancel order' },
      who: DECIDER,
      spec: ['001 §4 Re-assign and lock orders: can be cancelled'],
      confirm: { ar: 'هل أنت متأكد من إلغاء الطلب؟', en: 'Cancel this order?' },
    },
  };

  return setup({
    types: {
      context: {} as ReassignOrderContext,
      events: {} as ReassignOrderEvent,
      input: {} as { record?: ReassignOrderRecord; facts?: Partial<ReassignOrderFacts> } | undefined,
    },
    guards: {
      formGiven: rule<Args>(fieldRefusal('form_id', 'validation.required'), ({ event }) => isId(fieldOf(event, 'form_id'))),
      campsWithPenalties: allOf(rules.campsChosen, rules.penaltyValid, rules.penaltyDue),
      campsApproved: allOf(rules.campsChosen, rules.penaltyValid),
      paymentAttached: rule<Args>(fieldRefusal('payment_attachment', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'payment_attachment'))),
      appointmentGiven: rule<Args>(fieldRefusal('appointment', 'validation.date'), ({ event }) => isCalendarDate(fieldOf(event, 'appointment'))),
      /** spec 001 §3 MissedSignCount: every required signature given */
      allSigned: rule<Args>(conflict('reassignOrder.missingSignatures'), ({ context }) => context.facts?.MissedSignCount === 0),
      fileGiven: rule<Args>(fieldRefusal('kroky_document', 'validation.required'), ({ event }) => hasFile(fieldOf(event, 'kroky_document'))),
      reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
    },
    actors: {
      submitForm: command<ReassignOrderRecord, ReassignOrderInput>(),
      approveCamps: command<ReassignOrderRecord, ReassignOrderInput>(),
      payPenalties: command<ReassignOrderRecord, ReassignOrderInput>(),
      acceptPayment: command<ReassignOrderRecord, ReassignOrderInput>(),
      rejectPayment: command<ReassignOrderRecord, ReassignOrderInput>(),
      sign: command<ReassignOrderRecord, ReassignOrderInput>(),
      reappoint: command<ReassignOrderRecord, ReassignOrderInput>(),
      completeSignatures: command<ReassignOrderRecord, ReassignOrderInput>(),
      uploadFile: command<ReassignOrderRecord, ReassignOrderInput>(),
      reject: command<ReassignOrderRecord, ReassignOrderInput>(),
      cancel: command<ReassignOrderRecord, ReassignOrderInput>(),
    },
    actions: lifecycleActions,
  }).createMachine({
    id,
    context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), facts: { MissedSignCount: 0, ...input?.facts } }),
    initial: 'form',
    meta: {
      label: isLock ? { ar: 'طلب القفل', en: 'Lock order' } : { ar: 'طلب إعادة التسليم', en: 'Re-assign (re-delivery) order' },
      spec: [
        '001 §3 Reassign or lock order: type, reassign_order_id, signed, MissedSignCount, kroky_document, appointment',
        isLock
          ? '001 §2 Lock orders: /lock-orders, /lock-orders/{id}/details, form, approve-camps, payment-attachment, re-delivery/signature, re-delivery/file, /lock/about-signature'
          : '001 §2 Re-assign orders: /re-assign-orders, form, approve-camps, payment-attachment, re-delivery/signature, re-delivery/file, /about-signature',
        '001 §4 Re-assign and lock orders: signed, rejected or cancelled; kroky document; re-appointment; bulk lock and bulk sign; rejection returns to the list after 1 second',
        isLock ? '001 §6 lock-*; 000 §6 lock-order-bulk-signature' : '001 §6 order-re-assign-*, re-assign, re-assign-file-clearance',
        '001 §6 Payment-attachment pages have no permission requirement',
        `000 §9 redirect after a rejected ${type} order 1000 ms to ${list}`,
      ],
      statuses: 'form, camps_approval, payment, payment_review, signature, re_delivery_file, completed, rejected, cancelled (ours; the spec does not show these statuses)',
      parties: {
        owner: { ar: 'الشركة صاحبة المخيم التي تدفع الغرامات', en: 'The company holding the camp, which pays the penalties' },
        signer: { ar: 'موقّع مطلوب لم يوقع بعد', en: 'A required signer who has not signed yet' },
      },
    } satisfies LifecycleMeta,
    states: {
      form: stable(
        { label: { ar: 'تعبئة النموذج', en: 'Form' }, tone: 'info', description: { ar: 'بانتظار تعبئة نموذج الطلب', en: "The order's form is to be filled" } },
        {
          SUBMIT_FORM: {
            target: 'camps_approval',
            guard: 'formGiven',
            actor: 'submitForm',
            meta: { label: { ar: 'حفظ النموذج', en: 'Submit form' }, who: FORM_STAFF, spec: [`001 §2 ${list}/{id}/form/{form}`], example: { form_id: 5, answers: { 1: 'سليم / sound' } } },
          },
          REJECT: reject,
          CANCEL: cancel,
        },
      ),
      camps_approval: stable(
        { label: { ar: 'اعتماد المخيمات', en: 'Camps approval' }, tone: 'info', description: { ar: 'بانتظار اعتماد المخيمات والغرامات', en: 'The camps and penalties are to be approved' } },
        {
          APPROVE_CAMPS: [
            {
              target: 'payment',
              guard: 'campsWithPenalties',
              actor: 'approveCamps',
              meta: {
                label: { ar: 'اعتماد المخيمات (مع غرامات)', en: 'Approve camps (penalties due)' },
                who: CAMPS_STAFF,
                spec: [`001 §2 ${list}/{id}/form/{form}/approve-camps`, 'dictionaries: re-delivery and lock requests with penalties and payment attachments'],
                example: { camps: [8, 9], penalty_amount: 1500 },
              },
            },
            {
              target: 'signature',
              guard: 'campsApproved',
              actor: 'approveCamps',
              meta: {
                label: { ar: 'اعتماد المخيمات (بلا غرامات)', en: 'Approve camps (no penalties)' },
                who: CAMPS_STAFF,
                spec: [`001 §2 ${list}/{id}/form/{form}/approve-camps`],
                example: { camps: [8], penalty_amount: 0 },
              },
            },
          ],
          REJECT: reject,
          CANCEL: cancel,
        },
      ),
      payment: stable(
        { label: { ar: 'سداد الغرامات', en: 'Payment' }, tone: 'warning', description: { ar: 'بانتظار رفع مرفق سداد الغرامات', en: 'Awaiting the penalty payment attachment' } },
        {
          PAY_PENALTIES: {
            target: 'payment_review',
            guard: 'paymentAttached',
            actor: 'payPenalties',
            meta: {
              label: { ar: 'رفع مرفق السداد', en: 'Upload payment attachment' },
              who: PAYER,
              spec: [`001 §2 ${list}/{id}/payment-attachment`, '001 §6 Payment-attachment pages have no permission requirement'],
              example: { payment_attachment: 'receipt.pdf' },
            },
          },
          REJECT: reject,
          CANCEL: cancel,
        },
      ),
      payment_review: stable(
        {
          label: { ar: 'مراجعة مرفق السداد', en: 'Payment review' },
          tone: 'warning',
          description: { ar: 'بانتظار قبول الهيئة لمرفق السداد أو رفضه', en: 'The authority accepts or rejects the payment attachment' },
        },
        {
          ACCEPT_PAYMENT: {
            target: 'signature',
            actor: 'acceptPayment',
            meta: {
              label: { ar: 'قبول مرفق السداد', en: 'Accept payment' },
              who: DECIDER,
              spec: [`001 §2 ${list}/{id}/payment-attachment/view`, 'dictionaries: penalties and payment attachments'],
              confirm: { ar: 'هل تقبل مرفق السداد؟', en: 'Accept this payment attachment?' },
            },
          },
          REJECT_PAYMENT: {
            target: 'payment',
            guard: 'reasonGiven',
            actor: 'rejectPayment',
            meta: {
              label: { ar: 'رفض مرفق السداد', en: 'Reject payment' },
              who: DECIDER,
              spec: [`001 §2 ${list}/{id}/payment-attachment/view`],
              example: { rejection_reason: 'المبلغ غير مطابق / The amount does not match' },
            },
          },
          REJECT: reject,
          CANCEL: cancel,
        },
      ),
      signature: stable(
        { label: { ar: 'التوقيع', en: 'Signature' }, tone: 'warning', description: { ar: 'بانتظار توقيع الموقعين على محضر إعادة التسليم', en: 'Awaiting the signers of the re-delivery form' } },
        {
          SIGN: {
            target: 'signature',
            actor: 'sign',
            meta: {
              label: { ar: 'توقيع', en: 'Sign' },
              who: SIGNER,
              spec: ['001 §4 Re-assign and lock orders: can be signed; bulk sign', `001 §2 ${list}/{id}/re-delivery/signature, ${isLock ? '/lock/about-signature' : '/about-signature'}`],
            },
          },
          REAPPOINT: {
            target: 'signature',
            guard: 'appointmentGiven',
            actor: 'reappoint',
            meta: {
              label: { ar: 'تحديد موعد جديد', en: 'Make a re-appointment' },
              who: SIGNATURE_STAFF,
              spec: ['001 §4 a re-appointment made', '001 §3 appointment'],
              example: { appointment: '2026-06-10 09:00' },
            },
          },
          COMPLETE_SIGNATURES: {
            target: 're_delivery_file',
            guard: 'allSigned',
            actor: 'completeSignatures',
            meta: { label: { ar: 'إكمال التوقيعات', en: 'Complete signatures' }, who: SIGNATURE_STAFF, spec: ['001 §3 signed, MissedSignCount'], example: {} },
          },
          REJECT: reject,
        },
      ),
      re_delivery_file: stable(
        { label: { ar: 'ملف إعادة التسليم', en: 'Re-delivery file' }, tone: 'info', description: { ar: 'بانتظار رفع ملف إعادة التسليم (الكروكي)', en: 'Awaiting the re-delivery file (kroky)' } },
        {
          UPLOAD_FILE: {
            target: 'completed',
            guard: 'fileGiven',
            actor: 'uploadFile',
            meta: {
              label: { ar: 'رفع ملف إعادة التسليم', en: 'Upload re-delivery file' },
              who: FILE_STAFF,
              spec: ['001 §4 A kroky document can be uploaded', `001 §2 ${list}/{id}/re-delivery/file`, '001 §3 kroky_document'],
              example: { kroky_document: 'kroky.pdf' },
            },
          },
        },
      ),
      completed: final({
        label: isLock ? { ar: 'مقفل', en: 'Locked' } : { ar: 'أعيد التسليم', en: 'Re-delivered' },
        tone: 'success',
        description: isLock ? { ar: 'قُفل المخيم', en: 'The camp was locked' } : { ar: 'أعيد تسليم المخيم', en: 'The camp was re-delivered' },
      }),
      rejected: final({
        label: { ar: 'مرفوض', en: 'Rejected' },
        tone: 'danger',
        description: { ar: 'رُفض الطلب مع السبب؛ يُعاد من يفتحه إلى القائمة', en: 'Refused with a reason; whoever opens it is sent back to the list' },
        refusals: { VIEW: conflict('reassignOrder.rejected') },
      }),
      cancelled: final({ label: { ar: 'ملغي', en: 'Cancelled' }, tone: 'danger', description: { ar: 'أُلغي الطلب قبل التوقيعات', en: 'Cancelled before the signatures' } }),
    },
  });
}

export type ReassignOrderMachine = ReturnType<typeof buildReassignOrderMachine>;

export const reassignOrderMachine = buildReassignOrderMachine('reassign');
