/**
 * Re-assign and lock orders follow their type's lifecycle (machines/reassignOrder, machines/lockOrder): one
 * table, two definitions, each seeing only its own type (the other type's id is a 404 on it), so each type's
 * permissions and history stay its own. Created at `form`, changed only through these definitions
 * (server/lifecycle/), which write the history and audit rows logs/{id} reads.
 *
 * - `visible`: staff see every order of the type; a company only its own (another's is a 404);
 * - `parties`: `owner` is the order's company (it pays the penalties without any permission, spec 001 §6);
 *   `signer` — an account type of the form's signers that has not signed yet — is worked out by the handlers
 *   (./handlers.ts `withSigner`), which pass it as `caller.parties`;
 * - `context`: MissedSignCount, the signatures still missing (spec 001 §3), read after the row is locked;
 * - the actors do each step's work beyond the status: the answers, penalty and signer rows (SUBMIT_FORM),
 *   the approved camps, the payment attachment and its review, each signature with the signer's profile image,
 *   the appointment, and at UPLOAD_FILE the camps' assignments returned (RETURN, in the same transaction) and —
 *   for a re-delivery — the company's clearance started (server/features/clearance).
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { lockOrderMachine, reassignOrderMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isStaffType } from '../../../shared/accountTypes';
import { textOf } from '../../../machines/core/fields';
import type { ReassignOrderType } from '../../../machines/reassignOrder/constants';
import { reassignOrderAnswers, reassignOrderCamps, reassignOrders, reassignOrderSignatures } from './table';
import { assignLifecycle } from '../assign/lifecycle';
import { startClearance } from '../clearance/handlers';
import { clearanceVoters } from './voters';

type Row = typeof reassignOrders.$inferSelect;

/** The company whose orders a caller sees, or null for staff (and the system), who see all. */
export const orderScopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** MissedSignCount: the order's signatures still missing. */
export async function missedSignCount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reassignOrderSignatures)
    .where(and(eq(reassignOrderSignatures.orderId, orderId), isNull(reassignOrderSignatures.signedAt)));
  return Number(row?.n ?? 0);
}

const payloadOf = (event: unknown) => event as Record<string, unknown>;
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0) : []);

/**
 * What the handler checked and priced travels in the event (the machine routes by `penalty_amount`): the
 * answers, the penalty in halalas and the signers' account types (SUBMIT_FORM); the approved camps
 * (APPROVE_CAMPS); the committed files (PAY_PENALTIES, UPLOAD_FILE).
 */
const submitForm: ServerActor<Row> = async (tx, { record, event }) => {
  const p = payloadOf(event);
  const answers = Array.isArray(p.answer_rows) ? (p.answer_rows as Array<{ question_id: number; answer: string | null }>) : [];
  await tx.delete(reassignOrderAnswers).where(eq(reassignOrderAnswers.orderId, record.id));
  if (answers.length) await tx.insert(reassignOrderAnswers).values(answers.map((a) => ({ orderId: record.id, questionId: a.question_id, answer: a.answer })));
  await tx.delete(reassignOrderSignatures).where(eq(reassignOrderSignatures.orderId, record.id));
  const signers = idsOf(p.signer_type_ids);
  if (signers.length) await tx.insert(reassignOrderSignatures).values(signers.map((typeId) => ({ orderId: record.id, typeId })));
  return { formId: Number(p.form_id), penaltyAmount: typeof p.penalty_halalas === 'number' ? p.penalty_halalas : 0, updatedAt: new Date() };
};

const approveCamps: ServerActor<Row> = async (tx, { record, event }) => {
  const approved = idsOf(payloadOf(event).assign_camp_ids);
  await tx.update(reassignOrderCamps).set({ approved: false }).where(eq(reassignOrderCamps.orderId, record.id));
  if (approved.length)
    await tx
      .update(reassignOrderCamps)
      .set({ approved: true })
      .where(and(eq(reassignOrderCamps.orderId, record.id), inArray(reassignOrderCamps.assignCampId, approved)));
  return { updatedAt: new Date() };
};

const sign: ServerActor<Row> = async (tx, { record, caller }) => {
  const [me] = caller.userId === null ? [] : await tx.select({ signatureFileId: users.signatureFileId, typeId: users.typeId }).from(users).where(eq(users.id, caller.userId));
  if (!me?.signatureFileId) throw ApiError.invalid({ signature: ['handover.noSignature'] });
  const done = await tx
    .update(reassignOrderSignatures)
    .set({ signedBy: caller.userId, signedAt: new Date(), signatureFileId: me.signatureFileId })
    .where(and(eq(reassignOrderSignatures.orderId, record.id), eq(reassignOrderSignatures.typeId, me.typeId), isNull(reassignOrderSignatures.signedAt)))
    .returning({ typeId: reassignOrderSignatures.typeId });
  // the party was worked out before the row was locked: a signature given meanwhile is a refusal, not a second one
  if (!done.length) throw ApiError.forbidden();
  return { updatedAt: new Date() };
};

const uploadFile =
  (type: ReassignOrderType): ServerActor<Row> =>
  async (tx, { record, event, caller }) => {
    const fileId = payloadOf(event).kroky_file_id;
    const camps = await tx
      .select({ id: reassignOrderCamps.assignCampId })
      .from(reassignOrderCamps)
      .where(and(eq(reassignOrderCamps.orderId, record.id), eq(reassignOrderCamps.approved, true)));
    // the camps go back to the authority (re-delivered, or sealed by the lock), in this transaction
    // (the right to file the order stands for the camps' return: as the last handover signature delivers the camp)
    const assignments = assignLifecycle.on(tx as unknown as Db);
    const returner: Caller = { ...caller, permissions: [...caller.permissions, 'assign-update'] };
    for (const camp of camps) await assignments.apply(returner, camp.id, { type: 'RETURN' }, { tx });
    if (type === 'reassign') {
      const voters = await clearanceVoters(tx, record.id);
      if (voters.length) await startClearance(tx, caller, record.companyId, voters);
    }
    return { krokyFileId: typeof fileId === 'number' ? fileId : null, updatedAt: new Date() };
  };

function definition(type: ReassignOrderType) {
  return defineLifecycle({
    machine: type === 'lock' ? lockOrderMachine : reassignOrderMachine,
    workflow: type === 'lock' ? 'lockOrder' : 'reassignOrder',
    table: reassignOrders,
    visible: (caller, row) => row.type === type && (orderScopeOf(caller) === null || orderScopeOf(caller) === row.companyId),
    parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.companyId ? ['owner'] : []),
    context: async (tx, row) => ({ facts: { MissedSignCount: await missedSignCount(tx, row.id) } }),
    keep: ['form_id', 'assign_camp_ids', 'penalty_amount', 'payment_file_id', 'appointment', 'kroky_file_id', 'rejection_reason'],
    actors: {
      submitForm,
      approveCamps,
      payPenalties: async (_tx, { event }) => {
        const id = payloadOf(event).payment_file_id;
        return { paymentFileId: typeof id === 'number' ? id : null, updatedAt: new Date() };
      },
      acceptPayment: async () => ({ paymentRejectionReason: null, updatedAt: new Date() }),
      rejectPayment: async (_tx, { event }) => ({ paymentRejectionReason: textOf(payloadOf(event).rejection_reason), updatedAt: new Date() }),
      sign,
      reappoint: async (_tx, { event }) => ({ appointment: textOf(payloadOf(event).appointment), updatedAt: new Date() }),
      completeSignatures: async () => ({ updatedAt: new Date() }),
      uploadFile: uploadFile(type),
      reject: async (_tx, { event }) => ({ rejectionReason: textOf(payloadOf(event).rejection_reason), updatedAt: new Date() }),
      cancel: async () => ({ updatedAt: new Date() }),
    },
  });
}

export const reassignOrderLifecycle = definition('reassign');
export const lockOrderLifecycle = definition('lock');
export const lifecycleOfType = (type: ReassignOrderType) => (type === 'lock' ? lockOrderLifecycle : reassignOrderLifecycle);
