/**
 * The applicant's own userAccount events: UPDATE_FORMS (pending → pending) and
 * RESUBMIT (rejected → review). Both go through applyEvent with this module's
 * actors, which write the corrected forms inside the transition's transaction, so
 * the forms change exactly when the machine takes the event; the transition's
 * history and audit rows are applyEvent's, the forms' old → new values get their
 * own audit row here.
 */
import type { FastifyRequest } from 'fastify';
import { userAccountMachine } from '../../../machines';
import { explainRefusal, restore } from '../../../machines/core/runtime';
import { applyEvent, type Row, type ServerActor } from '../../lifecycle/apply';
import { ApiError } from '../../http/errors';
import { senderOf } from '../../http/request';
import { requireSession } from '../../auth/access';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { diff, saveForms, type FormsInput } from './forms';

export type ApplicantEvent = 'UPDATE_FORMS' | 'RESUBMIT';

/** Refuse an event the account's status does not take before reading the forms (409 "Unallowed action!"). */
export function refuseUnlessAccepted(status: string, event: ApplicantEvent): void {
  const refusal = explainRefusal(userAccountMachine, restore(userAccountMachine, status), { type: event });
  if (refusal) throw ApiError.fromRefusal(refusal);
}

/** Send the applicant's event to their own account, writing the forms as its actor. */
export async function applyApplicantEvent(ctx: AppContext, req: FastifyRequest, event: ApplicantEvent, input: FormsInput, mimes: Record<string, string>, expectedVersion: number | undefined) {
  const session = requireSession(req);
  const userId = session.user.id;
  const write: ServerActor<Row> = async (tx) => {
    const { before, after } = await saveForms(tx, ctx.storage, userId, input, mimes);
    const changes = diff(before, after);
    if (!changes) return;
    await audit(tx, req, {
      actorId: userId,
      entity: 'users',
      entityId: userId,
      event,
      oldValue: changes.oldValue,
      newValue: changes.newValue,
      module: 'registration',
      method: 'forms',
    });
  };
  return applyEvent<Row>({
    db: ctx.db,
    machine: userAccountMachine,
    workflow: 'userAccount',
    table: 'users',
    id: userId,
    event: { type: event },
    // the account's own holder is the party the machine names for these events
    sender: senderOf(req, ['self']),
    expectedVersion,
    actors: { updateForms: write, resubmit: write },
    keep: [],
  });
}
