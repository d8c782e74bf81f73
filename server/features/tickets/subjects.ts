/**
 * Who may choose a ticket subject (spec 000 §3 "Ticket subject: type_id, allowedUsers, get_restriction"): everyone
 * when it names no account type and no users; else the accounts of its type_id and the accounts it names in
 * allowedUsers (a sub-employee counts as its company too). The tickets' subject choice and their store call read it (the subjects' own screens name the rule; it lives with the tickets, which apply it).
 */
import { and, eq, exists, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../lifecycle/caller';
import { accountTypes } from '../../db/schema';
import { ticketSubjects, ticketSubjectUsers } from '../ticketSubjects/table';

export function subjectsOpenTo(caller: Pick<Caller, 'userId' | 'companyId' | 'accountType'>): SQL {
  const me = [...new Set([caller.userId, caller.companyId].filter((id): id is number => typeof id === 'number'))];
  const named = (where: SQL | undefined) => sql`(select 1 from ${ticketSubjectUsers} where ${and(eq(ticketSubjectUsers.subjectId, ticketSubjects.id), where)})`;
  return or(
    and(isNull(ticketSubjects.typeId), notExists(named(undefined))),
    eq(ticketSubjects.typeId, sql`(select ${accountTypes.id} from ${accountTypes} where ${accountTypes.code} = ${caller.accountType})`),
    me.length ? exists(named(inArray(ticketSubjectUsers.userId, me))) : undefined,
  )!;
}
