/**
 * Questionnaires: the API as the screens use it, on PGlite and on PostgreSQL — staff build one (title, groups,
 * questions, user types), publish it (the bell of every user of its types), a user of those types answers it once,
 * the required-questionnaire flag of the bell's list follows, and the results count the answers. Every refusal
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './harness';

let t: TestApp;
let kdana: string;
let provider: string;
let design: string;

beforeAll(async () => {
  t = await createTestApp();
  kdana = await t.login('kdana@mashaer.test');
  provider = await t.login('provider@mashaer.test');
  design = await t.login('design@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, token: string, body: Record<string, unknown>, lang?: 'ar' | 'en') => t.call('POST', url, { token, body, ...(lang ? { lang } : {}) });
const base = '/api/general/questionnaires';
/** service_provider is type 2, design_office 6 (shared/accountTypes.ts) */
const draft = (over: Record<string, unknown> = {}) => ({
  title: 'تقييم مواعيد التسليم',
  description: 'استبيان قصير',
  is_required: 1,
  type_ids: [2],
  groups: [
    {
      title: 'الموعد',
      questions: [
        { type: 'single', title: 'هل كان الموعد مناسباً؟', is_required: 1, options: ['نعم', 'لا', ' نعم '] },
        { type: 'rating', title: 'قيّم التنظيم', is_required: 1 },
        { type: 'multiple', title: 'ما الذي لاحظته؟', is_required: 0, options: ['تأخير', 'ازدحام', 'لا شيء'] },
        { type: 'textarea', title: 'ملاحظات', is_required: 0 },
      ],
    },
  ],
  ...over,
});
const bell = async (token: string) => (await send('/api/general/notification/user_notification?page=1', token, {})).json().data;

describe('questionnaires', () => {
  it('builds a draft, refuses what §5 refuses, publishes it to its user types, takes one answer per user and counts it', async () => {
    // §5: a title, at least one group, at least one user type; a question needs a type and title; a group a title
    for (const [body, field] of [
      [draft({ title: ' ' }), 'title'],
      [draft({ groups: [] }), 'groups'],
      [draft({ type_ids: [] }), 'type_ids'],
      [draft({ type_ids: [999] }), 'type_ids'],
      [draft({ groups: [{ title: '', questions: [{ type: 'text', title: 'س' }] }] }), 'groups'],
      [draft({ groups: [{ title: 'م', questions: [{ type: 'text', title: '' }] }] }), 'groups'],
      [draft({ groups: [{ title: 'م', questions: [{ type: 'teleport', title: 'س' }] }] }), 'groups'],
      [draft({ groups: [{ title: 'م', questions: [{ type: 'single', title: 'س', options: ['وحيد', 'وحيد'] }] }] }), 'groups'],
      [draft({ groups: [{ title: 'م', questions: [] }] }), 'groups'],
    ] as const) {
      const refused = await send(`${base}/store`, kdana, body as Record<string, unknown>);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
      expect(
        Object.keys(refused.json().errors ?? {}).some((k) => k.startsWith(field)),
        refused.body,
      ).toBe(true);
    }
    const before = await t.database.execute('select count(*)::int as n from questionnaires');

    const created = await send(`${base}/store`, kdana, draft());
    expect(created.statusCode, created.body).toBe(201);
    expectContract('createQuestionnaire', 201, created.json());
    const q = created.json().data;
    expect(q.status).toBe('draft');
    expect(q.get_types.map((x: { code: string }) => x.code)).toEqual(['service_provider']);
    expect(q.groups[0].questions.map((x: { type: string }) => x.type)).toEqual(['single', 'rating', 'multiple', 'textarea']);
    // choices are kept trimmed, each once
    expect(q.groups[0].questions[0].options).toEqual(['نعم', 'لا']);
    const after = await t.database.execute('select count(*)::int as n from questionnaires');
    expect(after.rows[0]!.n).toBe(Number(before.rows[0]!.n) + 1);

    // a draft reaches nobody
    expect((await t.call('GET', `${base}/myQuestionnaires/${q.id}`, { token: provider })).statusCode).toBe(404);

    // the draft is edited (groups replaced), then published; the bell of a user of its type rings
    const edited = await send(`${base}/update/${q.id}`, kdana, { ...draft({ title: 'تقييم مواعيد التسليم 1448' }), version: q.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expectContract('updateQuestionnaire', 200, edited.json());
    const e = edited.json().data;
    const published = await send(`${base}/transition/${q.id}`, kdana, { event: 'PUBLISH', version: e.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect(published.json().data.published_at).not.toBeNull();
    const rung = await t.database.execute(
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = 'provider@mashaer.test' and n.link = '/questionnaires/myQuestionnaires/${q.id}'`,
    );
    expect(rung.rows[0]!.n).toBe(1);

    // once published its questions no longer change, and it is not deleted
    expect((await send(`${base}/update/${q.id}`, kdana, { ...draft(), version: published.json().data.version })).statusCode).toBe(409);
    expect((await send(`${base}/delete/${q.id}`, kdana, {})).statusCode).toBe(409);

    // the provider owes it: the bell's list says so (spec 000 §3, §8); another type does not
    const owed = await bell(provider);
    expect(owed.questionnaire_required).toBe(1);
    expect(typeof owed.questionnaire_id).toBe('number');
    const designBell = await bell(design);
    expect(designBell.questionnaire_id === q.id).toBe(false);
    expect((await t.call('GET', `${base}/myQuestionnaires/${q.id}`, { token: design })).statusCode).toBe(404);

    const mine = await send(`${base}/myQuestionnaires?page=1`, provider, {});
    expect(mine.statusCode).toBe(200);
    expectContract('listMyQuestionnaires', 200, mine.json());
    expect(mine.json().data.data.find((x: { id: number }) => x.id === q.id)?.response_status).toBe('pending');

    const shown = await t.call('GET', `${base}/myQuestionnaires/${q.id}`, { token: provider });
    expect(shown.statusCode).toBe(200);
    expectContract('getMyQuestionnaire', 200, shown.json());
    const [single, rating, multiple, text] = shown.json().data.groups[0].questions.map((x: { id: number }) => x.id);

    // answers that do not fit, or leave a required question empty, are refused and write nothing
    const answer = (answers: unknown[]) => send(`${base}/myQuestionnaires/${q.id}/answer`, provider, { answers });
    for (const answers of [
      [{ question_id: single, answer: 'نعم' }],
      [
        { question_id: single, answer: 'ربما' },
        { question_id: rating, answer: 4 },
      ],
      [
        { question_id: single, answer: 'نعم' },
        { question_id: rating, answer: 9 },
      ],
      [
        { question_id: single, answer: 'نعم' },
        { question_id: rating, answer: 4 },
        { question_id: multiple, answer: ['تأخير', 'طيران'] },
      ],
      [
        { question_id: single, answer: 'نعم' },
        { question_id: rating, answer: 4 },
        { question_id: 999999, answer: 'x' },
      ],
    ]) {
      const refused = await answer(answers);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.answers).toBeDefined();
    }
    const none = await t.database.execute(`select count(*)::int as n from questionnaire_responses where questionnaire_id = ${q.id}`);
    expect(none.rows[0]!.n).toBe(0);

    const answered = await answer([
      { question_id: single, answer: 'نعم' },
      { question_id: rating, answer: 4 },
      { question_id: multiple, answer: ['تأخير', 'ازدحام'] },
      { question_id: text, answer: '  نرجو التبكير في الموعد  ' },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expectContract('answerQuestionnaire', 200, answered.json());
    expect(answered.json().data.response_status).toBe('answered');
    expect(answered.json().data.answers).toContainEqual({ question_id: text, answer: 'نرجو التبكير في الموعد' });

    // once only: code 104, nothing changes
    const again = await answer([
      { question_id: single, answer: 'لا' },
      { question_id: rating, answer: 1 },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('104');
    const kept = await t.database.execute(`select count(*)::int as n from questionnaire_answers a join questionnaire_responses r on r.id = a.response_id where r.questionnaire_id = ${q.id}`);
    expect(kept.rows[0]!.n).toBe(4);

    // the flag is off for this one now
    expect((await bell(provider)).questionnaire_id === q.id).toBe(false);

    // the results count it, per question
    const results = await t.call('GET', `${base}/results/${q.id}`, { token: kdana });
    expect(results.statusCode, results.body).toBe(200);
    expectContract('questionnaireResults', 200, results.json());
    const r = results.json().data;
    expect(r.answered).toBe(1);
    expect(r.addressed).toBeGreaterThan(1);
    const byId = new Map(r.questions.map((x: { id: number }) => [x.id, x]));
    expect((byId.get(single) as { choices: unknown[] }).choices).toEqual([
      { value: 'نعم', count: 1 },
      { value: 'لا', count: 0 },
    ]);
    expect((byId.get(rating) as { average: number }).average).toBe(4);
    expect((byId.get(multiple) as { choices: { value: string; count: number }[] }).choices.filter((c) => c.count === 1).map((c) => c.value)).toEqual(['تأخير', 'ازدحام']);
    expect((byId.get(text) as { texts: string[] }).texts).toEqual(['نرجو التبكير في الموعد']);

    // exported: one row per answer, a column per question, in the caller's language
    const csv = await t.call('POST', `${base}/results/${q.id}/export?format=csv`, { token: kdana, body: {}, lang: 'ar' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-row-count']).toBe('1');
    expect(csv.body).toContain('هل كان الموعد مناسباً؟');
    expect(csv.body).toContain('تأخير، ازدحام');
    const xlsx = await t.call('POST', `${base}/results/${q.id}/export?format=xlsx`, { token: kdana, body: {}, lang: 'en' });
    expect(xlsx.statusCode).toBe(200);
    expect([...xlsx.rawPayload.subarray(0, 2)]).toEqual([0x50, 0x4b]);

    // closed: no new answers, the answered user still reads theirs, the staff the results
    const closed = await send(`${base}/transition/${q.id}`, kdana, { event: 'CLOSE' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect((await t.call('GET', `${base}/myQuestionnaires/${q.id}`, { token: provider })).statusCode).toBe(200);
    expect((await send(`${base}/transition/${q.id}`, kdana, { event: 'PUBLISH' })).statusCode).toBe(409);
  });

  it('lets only staff build, and a company nobody else’s answers', async () => {
    // a company may not build or read the staff's calls
    expect((await send(`${base}/store`, provider, draft())).statusCode).toBe(403);
    expect((await send(`${base}?page=1`, provider, {})).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/results/1`, { token: provider })).statusCode).toBe(403);
    // a missing one is a 404, not a 500
    expect((await t.call('GET', `${base}/edit/999999`, { token: kdana })).statusCode).toBe(404);
    expect((await t.call('GET', `${base}/results/999999`, { token: kdana })).statusCode).toBe(404);
    expect((await t.call('GET', `${base}/myQuestionnaires/999999`, { token: provider })).statusCode).toBe(404);
    expect((await send(`${base}/myQuestionnaires/999999/answer`, provider, { answers: [] })).statusCode).toBe(404);
  });

  it('publishes only a complete questionnaire, and deletes only a draft', async () => {
    const created = await send(`${base}/store`, kdana, draft({ is_required: 0, type_ids: [6] }));
    const q = created.json().data;
    // a group with no question is refused at publish (the machine's guard), even if the store let it through
    await t.database.execute(`delete from questionnaire_questions where questionnaire_id = ${q.id}`);
    const refused = await send(`${base}/transition/${q.id}`, kdana, { event: 'PUBLISH' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.groups).toBeDefined();
    const row = await t.database.execute(`select status from questionnaires where id = ${q.id}`);
    expect(row.rows[0]!.status).toBe('draft');
    const deleted = await send(`${base}/delete/${q.id}`, kdana, {});
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `${base}/edit/${q.id}`, { token: kdana })).statusCode).toBe(404);
  });

  it('lists the seeded questionnaires for staff, with their parts', async () => {
    const list = await send(`${base}?page=1`, kdana, { paginate: 50 });
    expect(list.statusCode).toBe(200);
    expectContract('listQuestionnaires', 200, list.json());
    const statuses = new Set(list.json().data.data.map((x: { status: string }) => x.status));
    expect(statuses).toEqual(new Set(['draft', 'published', 'closed']));
    // the demo's required questionnaire is owed by the raft company and no named walkthrough account
    const raftco = await t.login('raftco@mashaer.test');
    expect((await bell(raftco)).questionnaire_required).toBe(1);
    for (const who of ['provider@mashaer.test', 'kdana@mashaer.test', 'admin@mashaer.test', 'gov@mashaer.test', 'sharer@mashaer.test', 'contractor@mashaer.test']) {
      const b = await bell(await t.login(who));
      expect(b.questionnaire_required, who).toBe(0);
    }
  });
});
