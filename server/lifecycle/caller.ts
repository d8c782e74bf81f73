/**
 * Who is acting: what every domain function takes instead of a FastifyRequest, so
 * the routes, the seed, jobs and tests call them the same way. A route builds one
 * with `callerOf(req)` (server/http/request.ts).
 */
import type { Lang } from '../../shared/label';
import type { Sender } from '../../machines/core/runtime';

export interface Caller {
  /** the signed-in account; null for nobody yet (a registration) or the system */
  userId: number | null;
  permissions: readonly string[];
  /** the account type's code (admin, kdana, service_provider…) */
  accountType: string;
  /** the language answers and reasons are given in */
  lang: Lang;
  /** the address audit rows record */
  ip?: string | null | undefined;
  /** the company the caller acts for (a sub-employee's main account, else the account itself); null for nobody or the system */
  companyId?: number | null | undefined;
  /** party roles the caller holds on the record, when the runtime cannot work them out itself */
  parties?: readonly string[] | undefined;
}

/** The system itself (seed, jobs): every permission check is the caller's to pass, so it holds none but acts as staff. */
export function systemCaller(lang: Lang = 'ar', userId: number | null = null): Caller {
  return { userId, permissions: [], accountType: 'system', lang, ip: null };
}

/** The caller as the machines' sender, with the parties it holds on one record. */
export function senderFor(caller: Caller, parties: readonly string[] = []): Sender {
  return { permissions: caller.permissions, accountType: caller.accountType, parties: [...new Set([...(caller.parties ?? []), ...parties])] };
}
