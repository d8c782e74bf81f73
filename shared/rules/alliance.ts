/**
 * Alliances (spec 000 §3, §6): companies grouped under a leader. The rules the
 * alliance dialogs (client) and the API (server) share. Ours where the spec is silent:
 * - members are companies: active main accounts (not sub-employees) of the company types;
 * - a company belongs to at most one alliance (also a unique index in the database);
 * - the leader is a member, and an alliance has at least one member besides its leader.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import type { AccountTypeCode } from '../accountTypes';
import { requiredString } from './user';

const m = (key: SharedMessageKey) => key;

export const ALLIANCE_NAME_MAX = 100;

/** The account types that are companies which may form alliances (BRIEF §1 "Companies"). */
export const allianceCompanyTypes: AccountTypeCode[] = ['service_provider', 'raft_company', 'sharer', 'contractor'];

export const allianceNameRule = v.pipe(requiredString, v.maxLength(ALLIANCE_NAME_MAX, m('validation.too_long')));

const idRule = v.pipe(v.number(m('validation.required')), v.integer(m('validation.invalid')), v.minValue(1, m('validation.required')));

/** Creating an alliance with its members: the leader is one of them and not the only one. */
export const CreateAllianceSchema = v.pipe(
  v.object({
    name: allianceNameRule,
    // the leader is one of the members, so a group needs two
    members: v.pipe(v.optional(v.array(idRule, m('validation.alliance.members')), []), v.minLength(2, m('validation.alliance.members'))),
    leader_id: idRule,
  }),
  v.forward(
    v.partialCheck([['members'], ['leader_id']], (x) => new Set(x.members.filter((id) => id !== x.leader_id)).size >= 1, m('validation.alliance.members')),
    ['members'],
  ),
  v.forward(
    v.partialCheck([['members'], ['leader_id']], (x) => x.members.includes(x.leader_id), m('validation.alliance.leader')),
    ['leader_id'],
  ),
);

export type CreateAllianceValues = v.InferOutput<typeof CreateAllianceSchema>;
