/**
 * Which questionnaires reach a user: the published ones sent to the user's account type. The bell's list
 * (server/features/notifications) asks whether a required one is still unanswered (spec 000 §3
 * questionnaire_required, questionnaire_id; §8 the warning and redirect).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTypes } from '../../db/schema';
import { questionnaireResponses, questionnaires, questionnaireTypes } from './table';

/** Questionnaires sent to the account type with this code (a subquery condition on `questionnaires.id`). */
export const sentToType = (typeCode: string): SQL =>
  sql`exists (select 1 from ${questionnaireTypes} join ${accountTypes} on ${accountTypes.id} = ${questionnaireTypes.typeId} where ${questionnaireTypes.questionnaireId} = ${questionnaires.id} and ${accountTypes.code} = ${typeCode})`;

/** Whether the user has answered the questionnaire (a subquery condition on `questionnaires.id`). */
export const answeredBy = (userId: number): SQL =>
  sql`exists (select 1 from ${questionnaireResponses} where ${questionnaireResponses.questionnaireId} = ${questionnaires.id} and ${questionnaireResponses.userId} = ${userId} and ${questionnaireResponses.status} = 'answered')`;

/** The oldest published required questionnaire the user has not answered, or null. */
export async function requiredPending(db: DbOrTx, userId: number, typeCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.status, 'published'), eq(questionnaires.isRequired, true), sentToType(typeCode), sql`not ${answeredBy(userId)}`))
    .orderBy(asc(questionnaires.publishedAt), asc(questionnaires.id))
    .limit(1);
  return row?.id ?? null;
}
