/**
 * One signer's signature on a handover form or assignment contract (spec 000 §3 Form:
 * "signers (list of type_id with signer_num 1)"; 000 §4 "Signature: signed or unsigned.
 * Actions: … bulk sign"; 001 §4 "Signature: signed, unsigned").
 *
 * A record is one signer (an account type on the form's signer list, SIGNER_NUM) of one
 * answered form or contract:
 * - `unsigned` (initial): created when the handover form is answered.
 * - `signed` (final): SIGN — one form or contract (POST general/forms/sign-form,
 *   GET general/contracts/sign-contract/{id}; appointments/{id}/signature; delivery-sign)
 *   — or BULK_SIGN — many at once (POST general/contracts/bulk-sign,
 *   /appointment/bulk-signature; lock-order-bulk-signature).
 *
 * When the last signer of an assignment's form signs, the runtime sends DELIVER to the
 * assignment (see assignment). A signature is not withdrawn (the spec names unsigning
 * only for sharers on orders), so `signed` is final and a second signature is refused as
 * "already signed" (code 104, as the spec's "already active" warning) — bulk signing
 * skips those.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';

export interface HandoverSignatureRecord {
  id: number;
  status: string;
  /** the signer's account type on the form (spec: signers are type_ids) */
  type_id?: number;
  signer_num?: number;
  [key: string]: unknown;
}

export type HandoverSignatureEvent = { type: 'SIGN' } | { type: 'BULK_SIGN' };
export type HandoverSignatureInput = CommandInput<HandoverSignatureRecord, HandoverSignatureEvent>;

const { stable, final } = lifecycle('handoverSignature');

export const handoverSignatureMachine = setup({
  types: {
    context: {} as LifecycleContext<HandoverSignatureRecord>,
    events: {} as HandoverSignatureEvent,
    input: {} as { record?: HandoverSignatureRecord } | undefined,
  },
  actors: {
    sign: command<HandoverSignatureRecord, HandoverSignatureInput>(),
    bulkSign: command<HandoverSignatureRecord, HandoverSignatureInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'handoverSignature',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'unsigned',
  meta: {
    label: { ar: 'توقيع محضر التسليم', en: 'Handover signature' },
    spec: [
      '000 §3 Form: signers (list of type_id with signer_num 1)',
      '000 §4 Signature: signed or unsigned; Actions: bulk sign',
      '001 §4 Status vocabularies: Signature',
      '000 §7 GET general/contracts/sign-contract/{id}; POST general/contracts/bulk-sign; POST general/forms/sign-form',
    ],
    statuses: 'unsigned, signed',
    parties: { signer: { ar: 'مستخدم من نوع الحساب المطلوب توقيعه على النموذج', en: 'A user of an account type the form lists as a signer' } },
  } satisfies LifecycleMeta,
  states: {
    unsigned: stable(
      { label: { ar: 'غير موقع', en: 'Unsigned' }, tone: 'warning', description: { ar: 'بانتظار توقيع الموقّع', en: 'Awaiting this signer' } },
      {
        SIGN: {
          target: 'signed',
          actor: 'sign',
          meta: {
            label: { ar: 'توقيع', en: 'Sign' },
            who: { permissions: ['delivery-sign'], party: 'signer' },
            spec: ['000 §7 POST general/forms/sign-form; GET general/contracts/sign-contract/{id}', '000 §2 appointments/{id}/signature', '000 §6 delivery-sign'],
          },
        },
        BULK_SIGN: {
          target: 'signed',
          actor: 'bulkSign',
          meta: {
            label: { ar: 'توقيع جماعي', en: 'Bulk sign' },
            who: { permissions: ['lock-order-bulk-signature'], party: 'signer' },
            spec: ['000 §4 Actions: bulk sign', '000 §7 POST general/contracts/bulk-sign', '000 §2 /appointment/bulk-signature', '000 §6 lock-order-bulk-signature'],
          },
        },
      },
    ),
    signed: final({
      label: { ar: 'موقع', en: 'Signed' },
      tone: 'success',
      description: { ar: 'وقّع الموقّع على النموذج', en: 'The signer signed the form' },
      refusals: { SIGN: conflict('handoverSignature.alreadySigned', '104'), BULK_SIGN: conflict('handoverSignature.alreadySigned', '104') },
    }),
  },
});
