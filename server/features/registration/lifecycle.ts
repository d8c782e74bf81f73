/**
 * The applicant's own userAccount events: UPDATE_FORMS (pending → pending) and
 * RESUBMIT (rejected → review). Both go through the userAccount runtime with an
 * actor of this call that writes the corrected forms inside the transition's
 * transaction, so the forms change exactly when the machine takes the event; the
 * transition's history and audit rows are the runtime's, the forms' old → new values
 * get their own audit row here.
 */
import { userAccountMachine } from '../../../machines';
import { explainRefusal, restore } from '../../../machines/core/runtime';
import type { ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { ApiError } from '../../http/errors';
import type { users } from '../../db/schema';
import type { AppContext } from '../context';
import { auditAs } from '../audit';
import { userAccountLifecycle } from '../../users/lifecycle';
import { diff, saveForms, type FormsInput } from './forms';

export type ApplicantEvent = 'UPDATE_FORMS' | 'RESUBMIT';

/** Refuse an event the account's status does not take before reading the forms (409 "Unallowed action!"). */
export function refuseUnlessAccepted(status: string, event: ApplicantEvent): void {
  const refusal = explainRefusal(userAccountMachine, restore(userAccountMachine, status), { type: event });
  if (refusal) throw ApiError.fromRefusal(refusal);
}

/** Send the applicant's event to their own account, writing the forms as its actor. */
export async function applyApplicantEvent(ctx: AppContext, caller: Caller, event: ApplicantEvent, input: FormsInput, mimes: Record<string, string>, expectedVersion: number | undefined) {
  const userId = caller.userId!;
  const write: ServerActor<typeof users.$inferSelect> = async (tx) => {
    const { before, after } = await saveForms(tx, ctx.storage, userId, input, mimes);
    const changes = diff(before, after);
    if (!changes) return;
    await auditAs(tx, caller, {
      entity: 'users',
      entityId: userId,
      event,
      oldValue: changes.oldValue,
      newValue: changes.newValue,
      module: 'registration',
      method: 'forms',
    });
  };
  // the account's holder is the machine's `self` party (the lifecycle's `parties` rule)
  return userAccountLifecycle.on(ctx.db).apply(caller, userId, { type: event }, { expectedVersion, actors: { updateForms: write, resubmit: write } });
}
