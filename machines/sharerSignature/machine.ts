/**
 * A sharer's signature on a location order or an order (spec 001 §4 "sharer sign
 * and unsign", "Signature: signed, unsigned"; §7 general/location_order_sign/sign/{id}
 * and unsign/{id}). One record per order and sharer of its camp (BRIEF §5: a sharer
 * is a company sharing a camp; it signs the order too).
 *
 * Why its own lifecycle rather than an event of the order: each sharer signs or
 * withdraws independently, and "already signed" must be answered per sharer; the
 * order only needs the count of those who have not signed (its SEND_TO_TSLEEM rule "The
 * order is not complete yet").
 *
 * Signatures may change only while the order waits for them (its `signing` status,
 * after the contractor and the consultant accepted): once sent to tsleem, the
 * authority relies on them. That is a fact of the order, so the
 * runtime passes it as `facts.orderOpen` when it restores the signature.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';

export interface SharerSignatureRecord {
  id: number;
  status: string;
  order_id?: number;
  sharer_id?: number;
  [key: string]: unknown;
}

export interface SharerSignatureFacts {
  /** the order is in its `signing` status */
  orderOpen: boolean;
}

export type SharerSignatureContext = LifecycleContext<SharerSignatureRecord> & { facts?: SharerSignatureFacts };
export type SharerSignatureEvent = { type: 'SIGN' } | { type: 'UNSIGN' };
export type SharerSignatureInput = CommandInput<SharerSignatureRecord, SharerSignatureEvent>;

type Args = { context: SharerSignatureContext; event: SharerSignatureEvent };

/** The sharer itself, on an order of either family. */
const SHARER: Who = { permissions: ['order-details', 'locationorder-details'], accountTypes: ['sharer'], party: 'sharer' };

const { stable } = lifecycle('sharerSignature');

export const sharerSignatureMachine = setup({
  types: {
    context: {} as SharerSignatureContext,
    events: {} as SharerSignatureEvent,
    input: {} as { record?: SharerSignatureRecord; facts?: Partial<SharerSignatureFacts> } | undefined,
  },
  guards: {
    orderOpen: rule<Args>(conflict('sharerSignature.orderSent'), ({ context }) => context.facts?.orderOpen === true),
  },
  actors: {
    sign: command<SharerSignatureRecord, SharerSignatureInput>(),
    unsign: command<SharerSignatureRecord, SharerSignatureInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'sharerSignature',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), facts: { orderOpen: true, ...input?.facts } }),
  initial: 'unsigned',
  meta: {
    label: { ar: 'توقيع الشريك على الطلب', en: "Sharer's signature on an order" },
    spec: ['001 §4 sharer sign and unsign', '001 §4 Signature: signed, unsigned', '001 §7 general/location_order_sign/sign/{id} and unsign/{id}'],
    statuses: 'unsigned, signed',
    parties: { sharer: { ar: 'الشريك في المخيم الذي يخصه التوقيع', en: 'The camp sharer this signature belongs to' } },
  } satisfies LifecycleMeta,
  states: {
    unsigned: stable(
      {
        label: { ar: 'غير موقع', en: 'Unsigned' },
        tone: 'warning',
        description: { ar: 'لم يوقع الشريك على الطلب بعد', en: 'The sharer has not signed the order yet' },
        refusals: { UNSIGN: conflict('sharerSignature.notSigned') },
      },
      {
        SIGN: {
          target: 'signed',
          guard: 'orderOpen',
          actor: 'sign',
          meta: { label: { ar: 'توقيع', en: 'Sign' }, who: SHARER, spec: ['001 §4 sharer sign', '001 §7 location_order_sign/sign/{id}'], example: {} },
        },
      },
    ),
    signed: stable(
      {
        label: { ar: 'موقع', en: 'Signed' },
        tone: 'success',
        description: { ar: 'وقع الشريك على الطلب', en: 'The sharer signed the order' },
        refusals: { SIGN: conflict('sharerSignature.alreadySigned') },
      },
      {
        UNSIGN: {
          target: 'unsigned',
          guard: 'orderOpen',
          actor: 'unsign',
          meta: {
            label: { ar: 'إلغاء التوقيع', en: 'Withdraw signature' },
            who: SHARER,
            spec: ['001 §4 sharer unsign', '001 §7 location_order_sign/unsign/{id}'],
            example: {},
            confirm: { ar: 'هل تريد إلغاء توقيعك على الطلب؟', en: 'Withdraw your signature from this order?' },
          },
        },
      },
    ),
  },
});
