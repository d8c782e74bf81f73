/**
 * Handover signatures follow the handoverSignature lifecycle (machines/handoverSignature):
 * created `unsigned` when the form is answered, SIGN or BULK_SIGN → `signed`, only through this
 * definition (server/lifecycle/), which writes the history and audit rows.
 *
 * - `visible`: staff see every signature; a company only those of the assignments it receives
 *   (the receiver is copied onto the row when the form is answered);
 * - `parties`: the caller is the row's `signer` when its account type is the row's type_id (the
 *   handlers resolve the caller's type id and pass it as `caller.parties`, see `signerCaller`);
 * - the actors keep the signer, the instant and the signer's profile signature image, refuse a
 *   signer without one (422), and when the last signature of the form lands send the assignment
 *   DELIVER (→ `deliverd`, contract_status `signed`) in the same transaction.
 */
import { and, eq, ne } from 'drizzle-orm';
import { handoverSignatureMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isStaffType } from '../../../shared/accountTypes';
import { handoverSignatures } from './table';
import { assignLifecycle } from '../assign/lifecycle';

type Row = typeof handoverSignatures.$inferSelect;

/** The company whose handovers a caller sees, or null for staff (and the system), who see all. */
export const handoverScopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** The caller acting as the row's signer (its account type signs the form). */
export const signerCaller = (caller: Caller): Caller => ({ ...caller, parties: [...(caller.parties ?? []), 'signer'] });

const sign: ServerActor<Row> = async (tx, { record, caller }) => {
  const [me] = caller.userId === null ? [] : await tx.select({ signatureFileId: users.signatureFileId }).from(users).where(eq(users.id, caller.userId));
  if (!me?.signatureFileId) throw ApiError.invalid({ signature: ['handover.noSignature'] });
  const [other] = await tx
    .select({ id: handoverSignatures.id })
    .from(handoverSignatures)
    .where(and(eq(handoverSignatures.assignCampId, record.assignCampId), eq(handoverSignatures.formId, record.formId), eq(handoverSignatures.status, 'unsigned'), ne(handoverSignatures.id, record.id)))
    .limit(1);
  if (!other) {
    // the last signer: the assignment is received, in this transaction (`apply` with a tx uses only the tx)
    await assignLifecycle.on(tx as unknown as Db).apply(signerCaller(caller), record.assignCampId, { type: 'DELIVER' }, { tx });
  }
  return { signedBy: caller.userId, signedAt: new Date(), signatureFileId: me.signatureFileId, updatedAt: new Date() };
};

export const handoverSignatureLifecycle = defineLifecycle({
  machine: handoverSignatureMachine,
  workflow: 'handoverSignature',
  table: handoverSignatures,
  visible: (caller, row) => {
    const scope = handoverScopeOf(caller);
    return scope === null || scope === row.receiverCompanyId;
  },
  actors: { sign, bulkSign: sign },
});
