import type { Permission } from '../../shared/permission-names';
import type { Label } from '../../shared/label';
import type { AccountTypeCode } from '../../shared/accountTypes';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

/**
 * Why an event was refused. `message` is a key of the machine message catalogue
 * (machines/messages.ts) or of shared/messages.ts; each runtime translates it.
 * A refusal naming a `field` is a validation failure (422, `errors[field]`); one
 * without is a workflow refusal (409 by default).
 */
export interface Refusal {
  status: 409 | 422 | 403;
  message: string;
  /** machine-readable code; the spec's "104" is the "already active/rejected" warning */
  code?: string;
  field?: string;
}

/** Metadata of a persisted (stable) state. */
export interface StateMeta {
  label: Label;
  tone: Tone;
  description?: Label;
  /**
   * explanations for events this state does not accept, when the spec words one.
   * `VIEW` here means records in this state cannot be opened at all (a read, not a
   * transition; see `viewRefusal` in runtime.ts), e.g. a rejected car licence.
   */
  refusals?: Record<string, Refusal>;
}

/** Who may send an event: any of the permissions, and (if given) one of the account types. */
export interface Who {
  permissions?: Permission[];
  accountTypes?: AccountTypeCode[];
  /** the record's own party (owner, sharer, voter…); checked by the runtime that knows the record */
  party?: string;
}

/** Metadata of an event's transition: its label, who may send it and where the spec names it. */
export interface TransitionMeta {
  label: Label;
  who: Who;
  /** spec lines this action comes from, e.g. "000 §4 Admin actions on a user: activate" */
  spec: string[];
  /**
   * An event payload (without `type`) that passes this transition's guards: the
   * generated path tests send it, the docs show it, the Storybook explorer uses it.
   * Required when the transition has a guard (the path tests fail otherwise).
   */
  example?: Record<string, unknown>;
  /** the question a screen asks before sending the event (spec: "after confirmation") */
  confirm?: Label;
}

/** Metadata of the machine's root. */
export interface LifecycleMeta {
  label: Label;
  /** spec lines the lifecycle comes from */
  spec: string[];
  /** the record's status vocabulary, from the spec's dictionaries */
  statuses?: string;
  /**
   * The parties `who.party` names in this machine (owner, voter, signer…) and what
   * each means; the runtime that knows the record resolves them for a sender.
   */
  parties?: Record<string, Label>;
}

/** The failure a runtime actor reports: an HTTP-ish status, a message key or text, field errors. */
export interface Failure {
  status: number;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** Context every lifecycle machine carries: the record as last seen and the last failure. */
export interface LifecycleContext<R = unknown> {
  record?: R;
  failure?: Failure;
}
