/**
 * Names of what a transition's `who` refers to, read from the shared catalogues
 * (permissions, account types) and the machine's own parties, so the explorer
 * never keeps a second list of them.
 */
import type { AnyStateMachine } from 'xstate';
import { permissionGroups } from '../../../shared/permissions';
import { accountTypes } from '../../../shared/accountTypes';
import { pick, type Label, type Lang } from '../../../shared/label';
import type { LifecycleMeta, StateMeta } from '../../../machines/core/types';

const permissionLabels = new Map<string, Label>(permissionGroups.flatMap((g) => g.permissions.map((p) => [p.name, p.label] as const)));
const accountTypeLabels = new Map<string, Label>(accountTypes.map((t) => [t.code, t.label] as const));

/** A permission's name in `lang`, or the permission string itself when the catalogue lacks it. */
export const permissionLabel = (name: string, lang: Lang) => {
  const label = permissionLabels.get(name);
  return label ? pick(label, lang) : name;
};

export const accountTypeLabel = (code: string, lang: Lang) => {
  const label = accountTypeLabels.get(code);
  return label ? pick(label, lang) : code;
};

/** What a `who.party` means in this machine (its root `meta.parties`), or the party's name. */
export const partyLabel = (machine: AnyStateMachine, party: string, lang: Lang) => {
  const label = (machine.root.meta as LifecycleMeta | undefined)?.parties?.[party];
  return label ? pick(label, lang) : party;
};

/** A status's label in `lang`, or its key. */
export const statusLabel = (machine: AnyStateMachine, status: string, lang: Lang) => {
  const meta = machine.root.states[status]?.meta as StateMeta | undefined;
  return meta?.label ? pick(meta.label, lang) : status;
};

export const langOf = (language: string | undefined): Lang => (language === 'en' ? 'en' : 'ar');
