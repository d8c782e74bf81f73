/**
 * Every transition of the questionnaire and questionnaireResponse machines through the real API (issue 15:
 * "generated path tests cover every transition of the … questionnaire … machines"): for each (status, event) a
 * fresh record is set at the status by the runtime's own seeding, the event is sent through its call, and the stored
 * status, version and history row are checked; every event a status does not take is refused and changes nothing.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { questionnaireMachine, questionnaireResponseMachine } from '../../machines';
import { createTestApp, walkPaths, type TestApp } from './harness';
import { workflowHistory } from '../../server/db/schema';
import { questionnaireQuestions, questionnaireResponses, questionnaires } from '../../server/features/questionnaires/table';
import { questionnaireResponsesLifecycle, questionnairesLifecycle } from '../../server/features/questionnaires/lifecycle';
import { writeStructure } from '../../server/features/questionnaires/structure';

let t: TestApp;
let kdana: string;
let provider: string;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp();
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  providerId = Number((await t.database.execute("select id from users where email = 'provider@mashaer.test'")).rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

const base = '/api/general/questionnaires';
const structure = { type_ids: [2], groups: [{ title: 'عام', questions: [{ type: 'text' as const, title: 'ملاحظاتك', is_required: 1 as const, options: [] }] }] };

/** A fresh questionnaire at `status`, with one required text question for service providers. */
async function questionnaireAt(status: string): Promise<number> {
  return t.database.db.transaction(async (tx) => {
    const [row] = await questionnairesLifecycle.on(t.database.db).seedAt(tx, status, [{ title: `استبيان ${status}`, isRequired: false } as typeof questionnaires.$inferInsert]);
    await writeStructure(tx, row!.id, structure);
    return row!.id;
  });
}

const history = (workflow: string) => async (id: number) => {
  const [row] = await t.database.db
    .select({ event: workflowHistory.event, to: workflowHistory.toStatus })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.workflow, workflow), eq(workflowHistory.recordId, id)))
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  return row;
};

walkPaths('questionnaire', questionnaireMachine, {
  calls: {
    UPDATE: (id) => t.call('POST', `${base}/update/${id}`, { token: kdana, body: { title: 'بعد التعديل', ...structure } }),
    PUBLISH: (id) => t.call('POST', `${base}/transition/${id}`, { token: kdana, body: { event: 'PUBLISH' } }),
    CLOSE: (id) => t.call('POST', `${base}/transition/${id}`, { token: kdana, body: { event: 'CLOSE' } }),
  },
  at: questionnaireAt,
  stored: async (id) => (await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!,
  lastHistory: history('questionnaire'),
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['draft', 'published', 'closed'])),
});

/** response id → its questionnaire (the answer call names the questionnaire) */
const questionnaireOf = new Map<number, number>();

/** A fresh response of the provider at `status` to a fresh published questionnaire. */
async function responseAt(status: string): Promise<number> {
  const qid = await questionnaireAt('published');
  const [row] = await t.database.db.transaction((tx) =>
    questionnaireResponsesLifecycle.on(t.database.db).seedAt(tx, status, [{ questionnaireId: qid, userId: providerId } as typeof questionnaireResponses.$inferInsert]),
  );
  questionnaireOf.set(row!.id, qid);
  return row!.id;
}

walkPaths('questionnaireResponse', questionnaireResponseMachine, {
  calls: {
    ANSWER: async (id) => {
      const qid = questionnaireOf.get(id)!;
      const [question] = await t.database.db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, qid));
      return t.call('POST', `${base}/myQuestionnaires/${qid}/answer`, { token: provider, body: { answers: [{ question_id: question!.id, answer: 'جيد' }] } });
    },
  },
  at: responseAt,
  stored: async (id) => (await t.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, id)))[0]!,
  lastHistory: history('questionnaireResponse'),
  refusedWith: 409,
  coverageTitle: 'has a call for every event, and every status is reached',
  coverage: (_, transitions) => expect(new Set(transitions.map((tr) => tr.to))).toEqual(new Set(['answered'])),
});
