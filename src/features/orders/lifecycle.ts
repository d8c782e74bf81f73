/**
 * The order machine on the client. Like `useLifecycle` (src/shared/workflow), but the order is
 * restored with its `facts` (services, specialties, pledges, attachments, signatures, as the details
 * answer counts them): SUBMIT and SEND_TO_TSLEEM are guarded by them, and a snapshot restored
 * without them refuses both. An event runs the machine's guards first (the server's own code), then
 * its actor (the spec's call, ./api.ts).
 */
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { availableEvents, explainRefusal, mayPerform, restore, runEvent, transitionsFrom, type LifecycleEvent } from '../../../machines/core/runtime';
import type { CommandInput } from '../../../machines/core/lifecycle';
import type { Refusal } from '../../../machines/core/types';
import { isApiFailure } from '../../shared/api/errors';
import { useSession, type SessionData } from '../../shared/auth/session';
import { senderOf, toApiFailure } from '../../shared/workflow/useLifecycle';
import type { Family } from '../../shared/orders/family';
import { MACHINES } from './family';
import { orderActorsOf, type OrderDetails } from './api';

type OrderMachine = (typeof MACHINES)[Family];

/** The company a user acts for: its main account (an employee acts for its company). */
export const companyOfSession = (session: SessionData | null): number | null => (session ? (session.user.parent_id ?? session.user.id) : null);

/** Types that see every order and file orders for a receiving company (the receiver rule, spec 001 §5). */
export const DESK_TYPES = ['admin', 'kdana', 'raft_office'];

/** The fields an event's payload must carry: its guards' field refusals (the machine says which). */
export function eventFields(machine: OrderMachine, status: string, event: string): string[] {
  const fields = transitionsFrom(machine, status, event).flatMap((t) => (t.guardRefusals ?? (t.guardRefusal ? [t.guardRefusal] : [])).map((r: Refusal) => r.field));
  return [...new Set(fields.filter((f): f is string => !!f))];
}

/** The event's label and confirmation question, from the transition's meta (the shared workflow helper). */
export { eventWords as eventMeta } from '../../shared/workflow/eventWords';

/** The family's order machine for this user (its `who`, the parties the user holds on the order). */
export function useOrderLifecycle(family: Family, parties: string[]) {
  const session = useSession();
  const orderMachine = MACHINES[family];
  const provided = useMemo(
    () =>
      orderMachine.provide({
        actors: Object.fromEntries(
          Object.entries(orderActorsOf(family)).map(([name, call]) => [
            name,
            fromPromise<OrderDetails, CommandInput<OrderDetails, LifecycleEvent>>(async ({ input }) => {
              try {
                return await call({ record: input.record as OrderDetails, event: input.event });
              } catch (e) {
                // the server's answer as it came (message in the reader's language, code, field errors)
                if (isApiFailure(e)) throw { status: e.status, message: e.message, code: e.code, errors: e.errors };
                throw e;
              }
            }),
          ]),
        ),
      } as never),
    [family, orderMachine],
  );
  const sender = senderOf(session, parties);
  return {
    sender,
    /** the events this user may send to an order in `status` (the transition's `who`, parties included) */
    available: (status: string) => availableEvents(orderMachine, status, sender),
    /** may this user send `event` now (whatever the order's facts)? */
    may: (status: string, event: string) => mayPerform(orderMachine, status, event, sender),
    /** why the machine would refuse `event` on this order now (its guards with the order's facts), or null */
    check: (record: OrderDetails, event: LifecycleEvent): Refusal | null => explainRefusal(orderMachine, restore(orderMachine, record.status, { record, facts: record.facts }), event),
    /** run an event: the machine's guards with the order's facts, then the spec's call; throws an ApiFailure and nothing changes */
    run: async (record: OrderDetails, event: LifecycleEvent): Promise<OrderDetails> => {
      const result = await runEvent<OrderDetails>(provided, restore(provided, record.status, { record, facts: record.facts }), event);
      if (!result.ok) throw toApiFailure(result.refusal);
      return result.record;
    },
  };
}
