/**
 * The client's runtime for lifecycle machines. A screen asks which events a
 * record's status accepts for this user (and shows only those), and runs an event
 * through the machine: the machine's own guards answer first (the same code the
 * server runs), then the client's actor calls the API.
 */
import { useMemo } from 'react';
import { fromPromise, type AnyStateMachine } from 'xstate';
import { availableEvents, restore, runEvent, type LifecycleEvent, type Sender } from '../../../machines/core/runtime';
import type { CommandInput } from '../../../machines/core/lifecycle';
import type { Failure, Refusal } from '../../../machines/core/types';
import { useSession, type SessionData } from '../auth/session';
import { ApiFailure, isApiFailure } from '../api/errors';
import { message } from '../i18n';
import { accountTypeOf } from '../auth/session';

/** A client actor: calls the API for one event and returns the record after it. */
export type ClientActor<R> = (input: { record: R; event: LifecycleEvent }) => Promise<R>;

export function senderOf(session: SessionData | null, parties: string[] = []): Sender {
  return { permissions: session?.permissions ?? [], accountType: accountTypeOf(session), parties };
}

/** A refusal or an actor's failure as the ApiFailure the screens already show. */
export function toApiFailure(r: Refusal | Failure): ApiFailure {
  if ('field' in r && r.field) return new ApiFailure(422, message('common.invalid'), undefined, { [r.field]: [message(r.message)] });
  return new ApiFailure(r.status, message(r.message), r.code, 'errors' in r ? r.errors : undefined);
}

/**
 * `factsOf` gives the machine the facts its guards read beyond the row (the server's `context`), from what the
 * record carries (e.g. an order's MissedSignCount), so the screen refuses what the server would.
 */
export function useLifecycle<R extends { status: string }>(machine: AnyStateMachine, actors: Record<string, ClientActor<R>>, parties: string[] = [], factsOf?: (record: R) => Record<string, unknown>) {
  const session = useSession();
  const provided = useMemo(
    () =>
      machine.provide({
        actors: Object.fromEntries(
          Object.entries(actors).map(([name, call]) => [
            name,
            fromPromise<R, CommandInput<R, LifecycleEvent>>(async ({ input }) => {
              try {
                return await call({ record: input.record as R, event: input.event });
              } catch (e) {
                // keep the server's answer (message already translated, code, field errors)
                if (isApiFailure(e)) throw { status: e.status, message: e.message, code: e.code, errors: e.errors };
                throw e;
              }
            }),
          ]),
        ),
      } as never),
    // actors are module-level call tables; the machine is fixed per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [machine],
  );
  const sender = senderOf(session, parties);
  return {
    /** the events this user may send to a record in `status` */
    available: (status: string) => availableEvents(machine, status, sender),
    /** run an event; resolves with the record after it, or throws an ApiFailure and nothing changes */
    run: async (record: R, event: LifecycleEvent): Promise<R> => {
      const result = await runEvent<R>(provided, restore(provided, record.status, factsOf ? { record, facts: factsOf(record) } : { record }), event);
      // a guard refusal carries a message key, an actor failure the server's text: message() handles both
      if (!result.ok) throw toApiFailure(result.refusal);
      return result.record;
    },
  };
}
