/**
 * Temporary licence orders follow the tempLicenceOrder lifecycle (machines/tempLicenceOrder): created
 * `pending`, changed only through this definition (server/lifecycle/), which writes the history and
 * audit rows. A company sees and acts on its own orders only (another's is a 404); it is their `owner`
 * party. Staff (admin, kdana) see all and decide (APPROVE, REJECT).
 *
 * The actors do each step's work beyond the status: UPDATE replaces the answers and the camp and
 * structure (checked by the handler before the event is sent), UPLOAD_KROKY points the order at the
 * committed file, APPROVE and REJECT record who decided, when, and the reason.
 */
import { and, eq } from 'drizzle-orm';
import { tempLicenceOrderMachine } from '../../../machines';
import { defineLifecycle } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import type { Tx } from '../../db/client';
import { isStaffType } from '../../../shared/accountTypes';
import { textOf } from '../../../machines/core/fields';
import { tempLicenceOrderAnswers, tempLicenceOrders } from './table';
import { newLicenceToken } from '../../licence/token';

/** The company whose orders a caller sees, or null for staff, who see every company's. */
export const scopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) || caller.accountType === 'system' ? null : (caller.companyId ?? caller.userId ?? -1));

/** One answer per question of the form (checked by the handler against form 7). */
export interface AnswerRow {
  question_id: number;
  answer: string | null;
}

/** Replace an order's answers. */
export async function writeAnswers(tx: Tx, orderId: number, answers: readonly AnswerRow[], at = new Date()): Promise<void> {
  await tx.delete(tempLicenceOrderAnswers).where(and(eq(tempLicenceOrderAnswers.orderId, orderId)));
  if (answers.length) await tx.insert(tempLicenceOrderAnswers).values(answers.map((a) => ({ orderId, questionId: a.question_id, answer: a.answer, answeredAt: at })));
}

const payloadOf = (event: unknown) => event as Record<string, unknown>;

export const tempLicenceOrdersLifecycle = defineLifecycle({
  machine: tempLicenceOrderMachine,
  workflow: 'tempLicenceOrder',
  table: tempLicenceOrders,
  visible: (caller, row) => scopeOf(caller) === null || scopeOf(caller) === row.companyId,
  parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.companyId ? ['owner'] : []),
  context: async (_tx, row) => ({ facts: { kroky: row.krokyDocumentFileId !== null } }),
  keep: ['form_id', 'structure', 'assign_camp_id', 'rejection_reason'],
  actors: {
    update: async (tx, { record, event }) => {
      const p = payloadOf(event);
      if (Array.isArray(p.answers)) await writeAnswers(tx, record.id, p.answers as AnswerRow[]);
      return {
        ...(typeof p.structure === 'string' ? { structure: p.structure } : {}),
        ...(typeof p.assign_camp_id === 'number' ? { assignCampId: p.assign_camp_id } : {}),
        ...(typeof p.company_id === 'number' ? { companyId: p.company_id } : {}),
      };
    },
    uploadKroky: async (_tx, { event }) => {
      const id = payloadOf(event).kroky_file_id;
      return typeof id === 'number' ? { krokyDocumentFileId: id } : {};
    },
    approve: async (_tx, { caller }) => ({ decidedBy: caller.userId, decidedAt: new Date(), licenceToken: newLicenceToken(), rejectionReason: null }),
    reject: async (_tx, { caller, event }) => ({ decidedBy: caller.userId, decidedAt: new Date(), rejectionReason: textOf(payloadOf(event).rejection_reason) }),
  },
});
