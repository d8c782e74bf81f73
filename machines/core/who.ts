import type { AccountTypeCode } from '../../shared/accountTypes';

/**
 * The authority's own staff (BRIEF §1: "the authority's staff (account type admin,
 * kdana)"): they decide on requests, hand camps over and run the season. Used in
 * `who.accountTypes` where the spec names an approval but no role for it.
 */
export const AUTHORITY_TYPES: AccountTypeCode[] = ['admin', 'kdana'];
