/**
 * Questionnaires (الاستبيانات): staff build them (title, groups, questions, user types), publish and close them
 * and read the results per question; a user answers the ones sent to their account type
 * (/questionnaires/myQuestionnaires/{questionnaire_id}). Each call behind what the contract names
 * (openapi/areas/questionnaires.yaml). Statuses change only through ./lifecycle.ts.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { listPage, op, type ListSpec } from '../../http/list';
import { sendExport, sendRows, type Cell } from '../../http/export';
import { pageOf, pageRequest } from '../../http/paging';
import { registerMessages } from '../../i18n';
import { parseBody } from '../../http/validate';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Caller } from '../../lifecycle/caller';
import { audit } from '../audit';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import { questionnaireAnswers, questionnaireQuestions, questionnaireResponses, questionnaires } from './table';
import { questionnairesMessages } from './messages';
import { answerProblem, isChoiceType, QUESTION_TYPE_LABELS, QuestionnaireSchema, RATING_MAX, RATING_MIN, type QuestionnaireValues } from '../../../shared/rules/questionnaires';
import { questionnaireMachine, questionnaireResponseMachine } from '../../../machines';
import type { StateMeta } from '../../../machines/core/types';
import { questionnaireResponsesLifecycle, questionnairesLifecycle } from './lifecycle';
import { answeredCounts, answersOf, checkTypes, structuresOf, writeStructure, type Question } from './structure';
import { answeredBy, sentToType } from './pending';
import { companyNameOf } from '../../users/names';
import { joinList } from '../../../shared/label';

registerMessages(questionnairesMessages);

type Row = typeof questionnaires.$inferSelect;
type Dto = components['schemas']['Questionnaire'];
type Mine = components['schemas']['MyQuestionnaire'];
type Lang = 'ar' | 'en';

/** The form's values as the table's columns (its groups and types apart): one mapping for adding and changing. */
function columnsOf(values: QuestionnaireValues) {
  return { title: values.title, description: values.description || null, isRequired: values.is_required === 1 };
}

const labelOf = (machine: typeof questionnaireMachine | typeof questionnaireResponseMachine, status: string, lang: Lang) =>
  (machine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;

/** Questionnaire rows as the contract's records, their parts read in three queries for the whole page. */
async function toDtos(db: DbOrTx, rows: Row[], lang: Lang): Promise<Dto[]> {
  const ids = rows.map((r) => r.id);
  const [structures, answered] = await Promise.all([structuresOf(db, ids, lang), answeredCounts(db, ids)]);
  return rows.map((row) => {
    const s = structures.get(row.id)!;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      is_required: row.isRequired ? 1 : 0,
      type_ids: s.typeIds,
      get_types: s.types,
      groups: s.groups,
      questions_count: s.groups.reduce((n, g) => n + g.questions.length, 0),
      answers_count: answered.get(row.id) ?? 0,
      status: row.status,
      status_text: labelOf(questionnaireMachine, row.status, lang),
      published_at: row.publishedAt?.toISOString() ?? null,
      closed_at: row.closedAt?.toISOString() ?? null,
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The staff's list (/questionnaires): filters, sort keys, page loader and export columns, declared once (server/http/list.ts). */
const questionnairesList: ListSpec<components['schemas']['QuestionnaireFilters'], Dto> = {
  name: 'questionnaires',
  table: questionnaires,
  id: questionnaires.id,
  filters: {
    search: op.contains(questionnaires.title, questionnaires.description),
    status: op.eq(questionnaires.status),
  },
  sorts: { created_at: questionnaires.createdAt, title: questionnaires.title },
  defaultSort: { key: 'created_at', direction: 'desc' },
  load: async (db, ids, lang) => toDtos(db, await db.select().from(questionnaires).where(inArray(questionnaires.id, ids)), lang),
  columns: [
    { label: { ar: 'الرقم', en: 'ID' }, value: (r) => r.id },
    { label: { ar: 'العنوان', en: 'Title' }, value: (r) => r.title },
    { label: { ar: 'إلزامي', en: 'Required' }, value: (r, lang) => (r.is_required ? (lang === 'ar' ? 'نعم' : 'Yes') : lang === 'ar' ? 'لا' : 'No') },
    {
      label: { ar: 'أنواع المستخدمين', en: 'User types' },
      value: (r, lang) =>
        joinList(
          r.get_types.map((t) => t.name),
          lang,
        ),
    },
    { label: { ar: 'عدد الأسئلة', en: 'Questions' }, value: (r) => r.questions_count },
    { label: { ar: 'عدد الإجابات', en: 'Answers' }, value: (r) => r.answers_count },
    { label: { ar: 'الحالة', en: 'Status' }, value: (r) => r.status_text },
    { label: { ar: 'تاريخ الإضافة', en: 'Added' }, value: (r) => r.created_at },
  ],
};

/** The questions of a questionnaire in order (group by group), each with its group's title. */
async function questionsOf(db: DbOrTx, id: number, lang: Lang): Promise<Array<Question & { group: string }>> {
  const s = (await structuresOf(db, [id], lang)).get(id)!;
  return s.groups.flatMap((g) => g.questions.map((q) => ({ ...q, group: g.title })));
}

/** An answer as text for the export and the results' text list. */
function answerText(value: unknown, lang: Lang): string {
  if (Array.isArray(value)) return joinList(value.map(String), lang);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function questionnairesHandlers(ctx: AppContext) {
  const { db } = ctx;

  async function find(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = tx.select().from(questionnaires).where(eq(questionnaires.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw ApiError.notFound('questionnaires.missing');
    return row;
  }

  const one = async (tx: DbOrTx, row: Row, lang: Lang): Promise<Dto> => (await toDtos(tx, [row], lang))[0]!;

  /**
   * A questionnaire as the caller may answer or read it: published and sent to their type, or closed and answered by
   * them. Anything else — a draft, another type's, one they never answered before it closed — is missing to them.
   */
  async function mine(tx: DbOrTx, caller: Caller, id: number): Promise<{ row: Row; response: typeof questionnaireResponses.$inferSelect | undefined }> {
    const userId = caller.userId!;
    const [row] = await tx
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.id, id), sentToType(caller.accountType), or(eq(questionnaires.status, 'published'), and(eq(questionnaires.status, 'closed'), answeredBy(userId)))));
    if (!row) throw ApiError.notFound('questionnaires.missing');
    const [response] = await tx
      .select()
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.questionnaireId, id), eq(questionnaireResponses.userId, userId)));
    return { row, response };
  }

  function mineDto(row: Row, response: typeof questionnaireResponses.$inferSelect | undefined, questions: number, lang: Lang): Mine {
    const status = response?.status === 'answered' ? 'answered' : 'pending';
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      is_required: row.isRequired ? 1 : 0,
      status: row.status,
      questions_count: questions,
      response_status: status,
      response_status_text: labelOf(questionnaireResponseMachine, status, lang),
      answered_at: response?.answeredAt?.toISOString() ?? null,
      published_at: row.publishedAt?.toISOString() ?? null,
    };
  }

  async function mineAnswer(tx: DbOrTx, caller: Caller, id: number) {
    const { row, response } = await mine(tx, caller, id);
    const s = (await structuresOf(tx, [row.id], caller.lang)).get(row.id)!;
    const questions = s.groups.reduce((n, g) => n + g.questions.length, 0);
    const answers = response?.status === 'answered' ? await answersOf(tx, response.id) : [];
    return { ...mineDto(row, response, questions, caller.lang), groups: s.groups, answers };
  }

  return defineHandlers({
    listQuestionnaires: async (req) => ({ message: req.t('questionnaires.list'), data: await listPage(db, questionnairesList, req.body, req.query, req.lang), filters: req.body ?? {} }),

    exportQuestionnaires: async (req, reply) =>
      sendExport(reply, { db, spec: questionnairesList, body: req.body, lang: req.lang, format: req.query.format, title: { ar: 'الاستبيانات', en: 'Questionnaires' } }),

    getQuestionnaire: async (req) => ({ message: req.t('common.ok'), data: await one(db, await find(db, req.params.id), req.lang) }),

    createQuestionnaire: async (req, reply) => {
      const caller = callerOf(req);
      // the same rules as the form (shared/rules/questionnaires.ts): a 422 on the field that breaks one
      const values = parseBody(QuestionnaireSchema, req.body);
      const row = await db.transaction(async (tx) => {
        values.type_ids = await checkTypes(tx, values.type_ids);
        // the machine's initial status, its first history row and the audit row come from the runtime
        return questionnairesLifecycle.on(db).create(caller, columnsOf(values) as ReturnType<typeof columnsOf> & Pick<typeof questionnaires.$inferInsert, 'status'>, tx, {
          then: async (tx2, created) => {
            await writeStructure(tx2, created.id, values);
            return { type_ids: values.type_ids, groups: values.groups };
          },
          audit: (r) => ({ title: r.title, description: r.description, is_required: r.isRequired }),
        });
      });
      reply.code(201);
      return { message: req.t('questionnaires.created'), data: await one(db, row, caller.lang) };
    },

    updateQuestionnaire: async (req) => {
      const caller = callerOf(req);
      const values = parseBody(QuestionnaireSchema, req.body);
      const version = req.body.version;
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        if (version !== undefined && version !== before.version) throw new ApiError(409, 'lifecycle.stale');
        values.type_ids = await checkTypes(tx, values.type_ids);
        // the edit is the machine's UPDATE: refused (409, nothing written) once published; the actor rewrites the
        // groups and questions (nobody has answered a draft) with the fields
        const applied = await questionnairesLifecycle.on(db).apply(
          caller,
          before.id,
          { type: 'UPDATE' },
          {
            expectedVersion: before.version,
            tx,
            actors: {
              update: async (tx2) => {
                await writeStructure(tx2, before.id, values);
                return { ...columnsOf(values), updatedAt: new Date() };
              },
            },
          },
        );
        return applied.record;
      });
      return { message: req.t('questionnaires.updated'), data: await one(db, row, caller.lang) };
    },

    transitionQuestionnaire: async (req) => {
      const { event, version } = req.body;
      const applied = await questionnairesLifecycle.on(db).apply(callerOf(req), req.params.id, { type: event }, { expectedVersion: version });
      return { message: req.t('questionnaires.transitioned'), data: await one(db, applied.record, req.lang) };
    },

    deleteQuestionnaire: async (req) => {
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id, true);
        // a published questionnaire has reached its users (and may hold answers): it is closed, not deleted
        if (before.status !== 'draft') throw new ApiError(409, 'questionnaires.notDraft');
        await tx.delete(questionnaires).where(eq(questionnaires.id, before.id));
        await audit(tx, req, { entity: 'questionnaires', entityId: before.id, event: 'delete', oldValue: { ...before }, newValue: null });
      });
      return { message: req.t('questionnaires.deleted') };
    },

    questionnaireResults: async (req) => {
      const row = await find(db, req.params.id);
      const lang = req.lang;
      const questions = await questionsOf(db, row.id, lang);
      const ids = questions.map((q) => q.id);
      const answered = (await answeredCounts(db, [row.id])).get(row.id) ?? 0;
      const [asked] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.status, 'active'), sql`${users.deletedAt} is null`, sql`${users.typeId} in (select type_id from questionnaire_types where questionnaire_id = ${row.id})`));
      // counts of each single answer value (a choice, a mark) and each element of a multiple choice
      const tallies = ids.length
        ? await db.execute<{ question_id: number; value: string; n: number }>(sql`
            select a.question_id, v.value, count(*)::int as n
            from ${questionnaireAnswers} a
            join ${questionnaireResponses} r on r.id = a.response_id and r.status = 'answered'
            cross join lateral (
              select jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value else jsonb_build_array(a.value) end) as value
            ) v
            where a.question_id in ${ids}
            group by a.question_id, v.value`)
        : { rows: [] };
      const perQuestion = ids.length
        ? await db
            .select({ id: questionnaireAnswers.questionId, n: count() })
            .from(questionnaireAnswers)
            .innerJoin(questionnaireResponses, and(eq(questionnaireResponses.id, questionnaireAnswers.responseId), eq(questionnaireResponses.status, 'answered')))
            .where(inArray(questionnaireAnswers.questionId, ids))
            .groupBy(questionnaireAnswers.questionId)
        : [];
      const answersOfQ = new Map(perQuestion.map((r) => [r.id, Number(r.n)]));
      const tallyRows = (tallies as { rows: { question_id: number; value: string; n: number }[] }).rows;
      const texts = new Map<number, string[]>();
      const textIds = questions.filter((q) => q.type === 'text' || q.type === 'textarea').map((q) => q.id);
      if (textIds.length) {
        const latest = await db.execute<{ question_id: number; value: string }>(sql`
          select question_id, value from (
            select a.question_id, a.value #>> '{}' as value, row_number() over (partition by a.question_id order by r.answered_at desc, r.id desc) as k
            from ${questionnaireAnswers} a join ${questionnaireResponses} r on r.id = a.response_id and r.status = 'answered'
            where a.question_id in ${textIds}
          ) t where k <= 20`);
        for (const r of (latest as { rows: { question_id: number; value: string }[] }).rows) texts.set(Number(r.question_id), [...(texts.get(Number(r.question_id)) ?? []), r.value]);
      }
      return {
        message: req.t('questionnaires.results'),
        data: {
          id: row.id,
          title: row.title,
          status: row.status,
          status_text: labelOf(questionnaireMachine, row.status, lang),
          addressed: Number(asked?.n ?? 0),
          answered,
          questions: questions.map((q) => {
            const mine = tallyRows.filter((t) => Number(t.question_id) === q.id);
            const countOf = (value: string) => Number(mine.find((t) => t.value === value)?.n ?? 0);
            const marks = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));
            const choices = isChoiceType(q.type) ? q.options : q.type === 'rating' ? marks : [];
            const total = marks.reduce((n, m) => n + countOf(m), 0);
            return {
              id: q.id,
              group: q.group,
              type: q.type,
              title: q.title,
              is_required: q.is_required,
              answers: answersOfQ.get(q.id) ?? 0,
              choices: choices.map((value) => ({ value, count: countOf(value) })),
              average: q.type === 'rating' && total > 0 ? Math.round((marks.reduce((n, m) => n + Number(m) * countOf(m), 0) / total) * 100) / 100 : null,
              texts: texts.get(q.id) ?? [],
            };
          }),
        },
      };
    },

    exportQuestionnaireResults: async (req, reply) => {
      const row = await find(db, req.params.id);
      const lang = req.lang;
      const questions = await questionsOf(db, row.id, lang);
      const [total] = await db
        .select({ n: count() })
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.questionnaireId, row.id), eq(questionnaireResponses.status, 'answered')));
      const headings = [
        lang === 'ar' ? 'المستخدم' : 'User',
        lang === 'ar' ? 'الجهة' : 'Company',
        lang === 'ar' ? 'تاريخ الإجابة' : 'Answered at',
        ...questions.map((q) => `${q.title} (${QUESTION_TYPE_LABELS[q.type][lang]})`),
      ];
      const BATCH = 500;
      async function* rows(): AsyncGenerator<Cell[][]> {
        let after = 0;
        for (;;) {
          const responses = await db
            .select({ id: questionnaireResponses.id, answeredAt: questionnaireResponses.answeredAt, name: users.name, company: companyNameOf(users) })
            .from(questionnaireResponses)
            .innerJoin(users, eq(users.id, questionnaireResponses.userId))
            .where(and(eq(questionnaireResponses.questionnaireId, row.id), eq(questionnaireResponses.status, 'answered'), sql`${questionnaireResponses.id} > ${after}`))
            .orderBy(asc(questionnaireResponses.id))
            .limit(BATCH);
          if (responses.length === 0) return;
          const answers = await db
            .select()
            .from(questionnaireAnswers)
            .where(
              inArray(
                questionnaireAnswers.responseId,
                responses.map((r) => r.id),
              ),
            );
          const byResponse = new Map<number, Map<number, unknown>>();
          for (const a of answers) byResponse.set(a.responseId, (byResponse.get(a.responseId) ?? new Map()).set(a.questionId, a.value));
          yield responses.map((r) => [r.name, r.company, r.answeredAt?.toISOString() ?? '', ...questions.map((q) => answerText(byResponse.get(r.id)?.get(q.id), lang))]);
          after = responses[responses.length - 1]!.id;
        }
      }
      return sendRows(reply, { headings, rows: rows(), count: Number(total?.n ?? 0), lang, format: req.query.format, title: { ar: `نتائج ${row.title}`, en: `Results ${row.title}` } });
    },

    listMyQuestionnaires: async (req) => {
      const caller = callerOf(req);
      const userId = caller.userId!;
      const p = pageRequest(req.query.page, req.body?.paginate);
      const reach = and(sentToType(caller.accountType), or(eq(questionnaires.status, 'published'), and(eq(questionnaires.status, 'closed'), answeredBy(userId))));
      // unanswered first (required before optional), then the newest
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(questionnaires)
          .where(reach)
          .orderBy(sql`${answeredBy(userId)}`, desc(questionnaires.isRequired), desc(questionnaires.publishedAt), desc(questionnaires.id))
          .limit(p.perPage)
          .offset(p.offset),
        db.select({ n: count() }).from(questionnaires).where(reach),
      ]);
      const ids = rows.map((r) => r.id);
      const [structures, responses] = await Promise.all([
        structuresOf(db, ids, caller.lang),
        ids.length
          ? db
              .select()
              .from(questionnaireResponses)
              .where(and(inArray(questionnaireResponses.questionnaireId, ids), eq(questionnaireResponses.userId, userId)))
          : [],
      ]);
      const items = rows.map((r) =>
        mineDto(
          r,
          responses.find((x) => x.questionnaireId === r.id),
          structures.get(r.id)!.groups.reduce((n, g) => n + g.questions.length, 0),
          caller.lang,
        ),
      );
      return { message: req.t('questionnaires.list'), data: pageOf(items, Number(total?.n ?? 0), p) };
    },

    getMyQuestionnaire: async (req) => ({ message: req.t('common.ok'), data: await mineAnswer(db, callerOf(req), req.params.questionnaire_id) }),

    answerQuestionnaire: async (req) => {
      const caller = callerOf(req);
      const id = req.params.questionnaire_id;
      const answers = req.body.answers;
      await db.transaction(async (tx) => {
        const { row, response } = await mine(tx, caller, id);
        // a closed questionnaire takes no answers (its results are final); answered once is the machine's 409
        if (row.status !== 'published' && response?.status !== 'answered') throw new ApiError(409, 'questionnaires.closed');
        // each answer names a question of this questionnaire and fits it (a 422 on answers, nothing written)
        const questions = new Map((await tx.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, row.id))).map((q) => [q.id, q]));
        const seen = new Set<number>();
        for (const a of answers) {
          const q = questions.get(a.question_id);
          if (!q || seen.has(a.question_id)) throw ApiError.field('answers', 'validation.questionnaire.question');
          seen.add(a.question_id);
          const problem = answerProblem(q, a.answer);
          if (problem) throw ApiError.field('answers', problem);
        }
        const responses = questionnaireResponsesLifecycle.on(db);
        // the response begins pending when the user first answers (the machine's initial status), then ANSWER
        const current =
          response ??
          (await responses.create(caller, { questionnaireId: row.id, userId: caller.userId! } as never, tx, { audit: (r) => ({ questionnaire_id: r.questionnaireId, user_id: r.userId }) }));
        await responses.apply(
          caller,
          current.id,
          { type: 'ANSWER', answers },
          {
            tx,
            actors: {
              answer: async (tx2) => {
                const given = answers.filter((a) => !(a.answer === null || a.answer === '' || (Array.isArray(a.answer) && a.answer.length === 0)));
                if (given.length)
                  await tx2.insert(questionnaireAnswers).values(
                    given.map((a) => {
                      const q = questions.get(a.question_id)!;
                      const value = q.type === 'rating' ? Number(a.answer) : typeof a.answer === 'string' ? a.answer.trim() : a.answer;
                      return { responseId: current.id, questionId: a.question_id, value };
                    }),
                  );
                return { answeredAt: new Date(), updatedAt: new Date() };
              },
            },
          },
        );
      });
      return { message: req.t('questionnaires.answered'), data: await mineAnswer(db, caller, id) };
    },
  });
}
