/**
 * A clearance vote: one voter's answer to "does this company owe nothing?" (spec 001
 * §3 Clearance company: clearance_status (accept or reject), initiator; §4 "A vote of
 * accept sets clearance_status to accept. A vote of reject sets it to reject."; §7 POST
 * general/clearance/store with company_id and a vote of accept or reject; §2 /clearance,
 * /clearance/{company_id}/{voter_id}, /clearance-kidana).
 *
 * A record is one (company, voter) pair; the stored value is clearance_status.
 * - `pending` (initial, ours): the voter has not voted yet (the spec's values are only
 *   the two votes).
 * - VOTE with `vote: accept` → `accept`; with `vote: reject` → `reject`. One event for the
 *   one call; the vote picks the branch.
 * - A voter may change the vote (accept ↔ reject): the spec sets clearance_status on
 *   every vote and names no lock, and a debt found after accepting (an unpaid SADAD order
 *   or invoice) must be able to stop the clearance. Voting the same again is refused as
 *   "already accepted" / "already rejected" (code 104).
 * - A reject says why: VOTE with `vote: reject` needs a non-blank `reason` (422 on `reason`,
 *   the same rule on the screen and the server); an accept needs none.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { CLEARANCE_VOTES } from './constants';
import { fieldOf, hasText } from '../core/fields';
import type { Who } from '../core/types';

export interface ClearanceRecord {
  id: number;
  status: string;
  company_id?: number;
  voter_id?: number;
  [key: string]: unknown;
}

export type ClearanceEvent = { type: 'VOTE'; company_id?: number; vote: string; reason?: string };
export type ClearanceInput = CommandInput<ClearanceRecord, ClearanceEvent>;
type Args = { context: LifecycleContext<ClearanceRecord>; event: ClearanceEvent };

const voteGiven = rule<Args>(fieldRefusal('vote', 'clearance.voteRequired'), ({ event }) => (CLEARANCE_VOTES as readonly string[]).includes(event.vote));
/** A reject says why (issue 14: "a reject says why"): a 422 on `reason` when it is missing or blank. */
const reasonGiven = rule<Args>(fieldRefusal('reason', 'clearance.reasonRequired'), ({ event }) => event.vote !== 'reject' || hasText(fieldOf(event, 'reason')));

/** The clearance voters: Kidana's and the re-assign clearance screens (spec 001 §6). */
const VOTER: Who = { permissions: ['re-assign-clearance', 'clearance-kidana-index'], party: 'voter' };

const { stable } = lifecycle('clearance');

const voteMeta = (target: 'accept' | 'reject', spec: string[]) => ({
  label: target === 'accept' ? { ar: 'موافقة', en: 'Accept' } : { ar: 'رفض', en: 'Reject' },
  who: VOTER,
  spec,
  example: target === 'accept' ? { company_id: 21, vote: target } : { company_id: 21, vote: target, reason: 'An unpaid SADAD order' },
  ...(target === 'reject'
    ? { confirm: { ar: 'هل تريد رفض مخالصة الشركة؟', en: 'Reject the company’s clearance?' } }
    : { confirm: { ar: 'هل تريد الموافقة على مخالصة الشركة؟', en: 'Accept the company’s clearance?' } }),
});

export const clearanceMachine = setup({
  types: {
    context: {} as LifecycleContext<ClearanceRecord>,
    events: {} as ClearanceEvent,
    input: {} as { record?: ClearanceRecord } | undefined,
  },
  guards: {
    // the reason's rule comes before the branch test, so a reject without a reason is reported on `reason`
    votesAccept: allOf<Args>(
      voteGiven,
      reasonGiven,
      rule(fieldRefusal('vote', 'clearance.voteRequired'), ({ event }) => event.vote === 'accept'),
    ),
    votesReject: allOf<Args>(
      voteGiven,
      rule(fieldRefusal('vote', 'clearance.voteRequired'), ({ event }) => event.vote === 'reject'),
      reasonGiven,
    ),
    changesToReject: allOf<Args>(
      voteGiven,
      rule(conflict('clearance.alreadyAccepted', '104'), ({ event }) => event.vote === 'reject'),
      reasonGiven,
    ),
    changesToAccept: allOf<Args>(
      voteGiven,
      rule(conflict('clearance.alreadyRejected', '104'), ({ event }) => event.vote === 'accept'),
    ),
  },
  actors: {
    vote: command<ClearanceRecord, ClearanceInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'clearance',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'المخالصة', en: 'Clearance' },
    spec: [
      '001 §3 Clearance company: clearance_status (accept or reject), initiator',
      '001 §4 Clearance: a vote of accept sets clearance_status to accept; a vote of reject sets it to reject',
      '001 §7 POST general/clearance/store with company_id and a vote of accept or reject',
      '001 §2 /clearance, /clearance/{company_id}/{voter_id}, /clearance-kidana',
    ],
    statuses: 'pending (ours), accept, reject',
    parties: { voter: { ar: 'الجهة المصوّتة على مخالصة الشركة (voter_id)', en: 'The voter on the company’s clearance (voter_id)' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'بانتظار التصويت', en: 'Awaiting vote' }, tone: 'warning', description: { ar: 'لم يصوّت المصوّت بعد', en: 'The voter has not voted yet' } },
      {
        VOTE: [
          { target: 'accept', guard: 'votesAccept', actor: 'vote', meta: voteMeta('accept', ['001 §4 A vote of accept sets clearance_status to accept']) },
          { target: 'reject', guard: 'votesReject', actor: 'vote', meta: voteMeta('reject', ['001 §4 A vote of reject sets it to reject']) },
        ],
      },
    ),
    accept: stable(
      { label: { ar: 'موافق', en: 'Accepted' }, tone: 'success', description: { ar: 'لا توجد مستحقات على الشركة لدى المصوّت', en: 'The company owes this voter nothing' } },
      { VOTE: { target: 'reject', guard: 'changesToReject', actor: 'vote', meta: voteMeta('reject', ['001 §4 A vote of reject sets it to reject']) } },
    ),
    reject: stable(
      { label: { ar: 'مرفوض', en: 'Rejected' }, tone: 'danger', description: { ar: 'على الشركة مستحقات لدى المصوّت', en: 'The company still owes this voter' } },
      { VOTE: { target: 'accept', guard: 'changesToAccept', actor: 'vote', meta: voteMeta('accept', ['001 §4 A vote of accept sets clearance_status to accept']) } },
    ),
  },
});
