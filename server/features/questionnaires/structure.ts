/**
 * A questionnaire's parts beyond its row — the user types it is sent to, its groups and their questions — read for
 * many questionnaires in three queries and written whole (a draft's edit replaces them; nobody has answered yet).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTypes } from '../../db/schema';
import { cleanOptions, type QuestionnaireValues, type QuestionType } from '../../../shared/rules/questionnaires';
import type { QuestionnaireFacts } from '../../../machines';
import { questionnaireAnswers, questionnaireGroups, questionnaireQuestions, questionnaireResponses, questionnaireTypes } from './table';
import { ApiError } from '../../http/errors';

export interface Question {
  id: number;
  type: QuestionType;
  title: string;
  is_required: 0 | 1;
  options: string[];
}
export interface Group {
  id: number;
  title: string;
  questions: Question[];
}
export interface Structure {
  groups: Group[];
  typeIds: number[];
  types: { id: number; code: string; name: string }[];
}

/** The structure of each questionnaire asked for, by id (an id with none gets empty lists). */
export async function structuresOf(db: DbOrTx, ids: number[], lang: 'ar' | 'en'): Promise<Map<number, Structure>> {
  const out = new Map<number, Structure>(ids.map((id) => [id, { groups: [], typeIds: [], types: [] }]));
  if (ids.length === 0) return out;
  const [groups, questions, types] = await Promise.all([
    db.select().from(questionnaireGroups).where(inArray(questionnaireGroups.questionnaireId, ids)).orderBy(asc(questionnaireGroups.position), asc(questionnaireGroups.id)),
    db.select().from(questionnaireQuestions).where(inArray(questionnaireQuestions.questionnaireId, ids)).orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id)),
    db
      .select({ questionnaireId: questionnaireTypes.questionnaireId, id: accountTypes.id, code: accountTypes.code, nameAr: accountTypes.nameAr, nameEn: accountTypes.nameEn })
      .from(questionnaireTypes)
      .innerJoin(accountTypes, eq(accountTypes.id, questionnaireTypes.typeId))
      .where(inArray(questionnaireTypes.questionnaireId, ids))
      .orderBy(asc(accountTypes.id)),
  ]);
  const byGroup = new Map<number, Group>();
  for (const g of groups) {
    const group: Group = { id: g.id, title: g.title, questions: [] };
    byGroup.set(g.id, group);
    out.get(g.questionnaireId)!.groups.push(group);
  }
  for (const q of questions) byGroup.get(q.groupId)?.questions.push({ id: q.id, type: q.type as QuestionType, title: q.title, is_required: q.isRequired ? 1 : 0, options: q.options });
  for (const t of types) {
    const s = out.get(t.questionnaireId)!;
    s.typeIds.push(t.id);
    s.types.push({ id: t.id, code: t.code, name: lang === 'en' ? t.nameEn : t.nameAr });
  }
  return out;
}

/** How many users have answered each questionnaire. */
export async function answeredCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questionnaireResponses.questionnaireId, n: count() })
    .from(questionnaireResponses)
    .where(and(inArray(questionnaireResponses.questionnaireId, ids), eq(questionnaireResponses.status, 'answered')))
    .groupBy(questionnaireResponses.questionnaireId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The account types named exist (a 422 on type_ids otherwise). */
export async function checkTypes(db: DbOrTx, typeIds: number[]): Promise<number[]> {
  const unique = [...new Set(typeIds)];
  const found = await db.select({ id: accountTypes.id }).from(accountTypes).where(inArray(accountTypes.id, unique));
  if (found.length !== unique.length) throw ApiError.field('type_ids', 'validation.invalid');
  return unique;
}

/** Write the user types, groups and questions of a questionnaire, replacing any it had. */
export async function writeStructure(tx: DbOrTx, questionnaireId: number, values: Pick<QuestionnaireValues, 'type_ids' | 'groups'>): Promise<void> {
  await tx.delete(questionnaireTypes).where(eq(questionnaireTypes.questionnaireId, questionnaireId));
  await tx.delete(questionnaireGroups).where(eq(questionnaireGroups.questionnaireId, questionnaireId));
  const typeIds = [...new Set(values.type_ids)];
  if (typeIds.length) await tx.insert(questionnaireTypes).values(typeIds.map((typeId) => ({ questionnaireId, typeId })));
  if (values.groups.length === 0) return;
  const groups = await tx
    .insert(questionnaireGroups)
    .values(values.groups.map((g, position) => ({ questionnaireId, position, title: g.title })))
    .returning({ id: questionnaireGroups.id, position: questionnaireGroups.position });
  const idAt = new Map(groups.map((g) => [g.position, g.id]));
  const questions = values.groups.flatMap((g, gi) =>
    g.questions.map((q, position) => ({
      questionnaireId,
      groupId: idAt.get(gi)!,
      position,
      type: q.type,
      title: q.title,
      isRequired: q.is_required === 1,
      options: cleanOptions(q.type, q.options),
    })),
  );
  if (questions.length) await tx.insert(questionnaireQuestions).values(questions);
}

/** What PUBLISH checks (machines/questionnaire): the stored title, groups with their questions, user types. */
export async function factsOf(db: DbOrTx, row: { id: number; title: string }): Promise<QuestionnaireFacts> {
  const s = (await structuresOf(db, [row.id], 'ar')).get(row.id)!;
  return { title: row.title, groups: s.groups.map((g) => ({ title: g.title, questions: g.questions.map((q) => ({ type: q.type, title: q.title })) })), type_ids: s.typeIds };
}

/** The answers of one response, by question. */
export async function answersOf(db: DbOrTx, responseId: number): Promise<{ question_id: number; answer: string | number | string[] | null }[]> {
  const rows = await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.responseId, responseId)).orderBy(asc(questionnaireAnswers.questionId));
  return rows.map((r) => ({ question_id: r.questionId, answer: r.value as string | number | string[] | null }));
}
