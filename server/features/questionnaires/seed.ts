/**
 * Demo questionnaires: the season's surveys in every status — drafts being built, published ones collecting answers
 * (one required, sent to the raft companies, so the warning and redirect can be seen by signing in as one of them
 * and not by the named demo accounts the walkthroughs use), and a closed one with its results. Answers are written
 * for part of the users they were sent to, through the questionnaireResponse lifecycle (seedAt: pending → ANSWER).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountTypes, users } from '../../db/schema';
import type { DemoSeedContext } from '../../seed/areas';
import type { QuestionnaireValues } from '../../../shared/rules/questionnaires';
import { questionnaireResponsesLifecycle, questionnairesLifecycle } from './lifecycle';
import { questionnaireAnswers, questionnaireQuestions } from './table';
import { writeStructure } from './structure';

const DAY = 86_400_000;

type Demo = Omit<QuestionnaireValues, 'type_ids'> & { types: string[]; status: 'draft' | 'published' | 'closed'; daysAgo: number; answerShare: number };

const scale = ['ممتاز', 'جيد جداً', 'جيد', 'مقبول', 'ضعيف'];

const demos: Demo[] = [
  {
    title: 'رضا مقدمي الخدمة عن تسليم المخيمات لموسم 1448',
    description: 'نود معرفة تجربتكم في مواعيد التسليم ونماذج الاستلام الموقعة، لتحسين الإجراءات في الموسم القادم.',
    is_required: 0,
    types: ['service_provider', 'sharer'],
    status: 'published',
    daysAgo: 12,
    answerShare: 0.6,
    groups: [
      {
        title: 'موعد التسليم',
        questions: [
          { type: 'single', title: 'كيف تقيّم الالتزام بموعد التسليم؟', is_required: 1, options: scale },
          { type: 'rating', title: 'وضوح التعليمات المرسلة قبل الموعد', is_required: 1, options: [] },
        ],
      },
      {
        title: 'حالة المخيم عند الاستلام',
        questions: [
          { type: 'multiple', title: 'ما الملاحظات التي وجدتموها عند الاستلام؟', is_required: 0, options: ['نقص في الإنارة', 'تلف في الخيام', 'دورات مياه تحتاج صيانة', 'لا توجد ملاحظات'] },
          { type: 'textarea', title: 'اقتراحاتكم لتحسين إجراءات التسليم', is_required: 0, options: [] },
        ],
      },
    ],
  },
  {
    title: 'جاهزية شركات الرافة قبل يوم التروية',
    description: 'استبيان إلزامي: يجب الإجابة عليه قبل متابعة العمل على البوابة.',
    is_required: 1,
    types: ['raft_company'],
    status: 'published',
    daysAgo: 3,
    answerShare: 0.5,
    groups: [
      {
        title: 'الجاهزية التشغيلية',
        questions: [
          { type: 'single', title: 'هل اكتمل تجهيز مواقع الخدمة؟', is_required: 1, options: ['نعم', 'جزئياً', 'لا'] },
          { type: 'text', title: 'عدد العاملين الميدانيين المسجلين', is_required: 1, options: [] },
          { type: 'rating', title: 'مدى الاستعداد لاستقبال الحجاج', is_required: 1, options: [] },
        ],
      },
    ],
  },
  {
    title: 'تقييم خدمة الدعم الفني عبر التذاكر',
    description: 'أُغلق الاستبيان بعد انتهاء فترة التقييم؛ النتائج متاحة للإدارة.',
    is_required: 0,
    types: ['service_provider', 'design_office', 'contractor', 'consultant', 'raft_company'],
    status: 'closed',
    daysAgo: 40,
    answerShare: 0.45,
    groups: [
      {
        title: 'سرعة الاستجابة',
        questions: [
          { type: 'rating', title: 'سرعة الرد على التذكرة', is_required: 1, options: [] },
          { type: 'single', title: 'هل حُلّت المشكلة من أول رد؟', is_required: 1, options: ['نعم', 'لا'] },
        ],
      },
      { title: 'ملاحظات عامة', questions: [{ type: 'textarea', title: 'ما الذي نحسّنه في الدعم الفني؟', is_required: 0, options: [] }] },
    ],
  },
  {
    title: 'Site supervision feedback — season 1448',
    description: 'For consultants and contractors: how the licensing visits and site supervision went this season.',
    is_required: 0,
    types: ['consultant', 'contractor'],
    status: 'published',
    daysAgo: 6,
    answerShare: 0.4,
    groups: [
      {
        title: 'Licensing visits',
        questions: [
          { type: 'rating', title: 'How well were the visits scheduled?', is_required: 1, options: [] },
          { type: 'multiple', title: 'Which documents were asked for on site?', is_required: 0, options: ['Approved drawings', 'Pledge forms', 'Safety certificates', 'Contractor licence'] },
          { type: 'text', title: 'One thing to change next season', is_required: 0, options: [] },
        ],
      },
    ],
  },
  {
    title: 'السلامة ومكافحة الحريق في المخيمات',
    description: 'مسودة قيد الإعداد مع الدفاع المدني.',
    is_required: 1,
    types: ['service_provider', 'contractor'],
    status: 'draft',
    daysAgo: 1,
    answerShare: 0,
    groups: [
      {
        title: 'معدات السلامة',
        questions: [
          { type: 'single', title: 'هل تتوفر طفايات حريق صالحة في كل خيمة؟', is_required: 1, options: ['نعم', 'في بعض الخيام', 'لا'] },
          { type: 'text', title: 'تاريخ آخر فحص لمعدات الإطفاء', is_required: 0, options: [] },
        ],
      },
    ],
  },
  {
    title: 'آراء مكاتب التصميم في مسار اعتماد المخططات',
    is_required: 0,
    types: ['design_office'],
    status: 'draft',
    daysAgo: 2,
    answerShare: 0,
    groups: [{ title: 'مدة الاعتماد', questions: [{ type: 'rating', title: 'مدة مراجعة المخطط', is_required: 1, options: [] }] }],
  },
];

/** Text answers that fit their question: a count, a date, or a remark in the question's language. */
function demoText(title: string, n: number): string {
  if (title.includes('عدد')) return String(80 + ((n * 37) % 140));
  if (title.includes('تاريخ')) return `2026-11-${String(10 + (n % 15)).padStart(2, '0')}`;
  const english = !/[\u0600-\u06ff]/.test(title);
  const remarks = english
    ? ['Earlier visit slots, please', 'Send the checklist a week before', 'Visits ran on time', 'One contact person per square would help']
    : ['تنسيق الموعد مسبقاً بيومين', 'نأمل زيادة عدد الفنيين في الموقع', 'الرد كان سريعاً وواضحاً', 'إرسال قائمة التحقق قبل الزيارة بأسبوع', 'توفير مسار أوضح لدخول المركبات'];
  return remarks[n % remarks.length]!;
}

/** A demo answer for question `q` from the n-th respondent: varied, deterministic, always fitting the question. */
function demoAnswer(q: { type: string; title: string; options: string[]; isRequired: boolean }, n: number): unknown {
  switch (q.type) {
    case 'single':
      return q.options[(n * 7 + 1) % Math.min(q.options.length, 3)]!;
    case 'multiple':
      return n % 4 === 3 ? [q.options[q.options.length - 1]!] : q.options.slice(n % 2, (n % 2) + 1 + (n % 3 === 0 ? 1 : 0));
    case 'rating':
      return [5, 4, 4, 3, 5, 2, 4][n % 7]!;
    default:
      return !q.isRequired && n % 3 === 1 ? null : demoText(q.title, n);
  }
}

export async function demo(tx: Tx, { db, idByEmail, now }: DemoSeedContext): Promise<void> {
  const staff = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  const types = new Map((await tx.select({ id: accountTypes.id, code: accountTypes.code }).from(accountTypes)).map((t) => [t.code, t.id]));
  const questionnaires = questionnairesLifecycle.on(db);
  const responses = questionnaireResponsesLifecycle.on(db);
  for (const d of demos) {
    const createdAt = new Date(now.getTime() - (d.daysAgo + 2) * DAY);
    const publishedAt = new Date(now.getTime() - d.daysAgo * DAY);
    const closedAt = d.status === 'closed' ? new Date(now.getTime() - (d.daysAgo - 20) * DAY) : null;
    const steps =
      d.status === 'draft' ? [] : [{ event: 'PUBLISH', actorId: staff, at: () => publishedAt }, ...(d.status === 'closed' ? [{ event: 'CLOSE', actorId: staff, at: () => closedAt! }] : [])];
    const [row] = await questionnaires.seedAt(
      tx,
      d.status,
      [
        {
          title: d.title,
          description: d.description ?? null,
          isRequired: d.is_required === 1,
          publishedAt: d.status === 'draft' ? null : publishedAt,
          closedAt,
          createdAt,
          updatedAt: closedAt ?? publishedAt,
        },
      ] as never,
      { steps, created: { actorId: () => staff, at: () => createdAt } },
    );
    const typeIds = d.types.map((c) => types.get(c)!).filter(Boolean);
    await writeStructure(tx, row!.id, { type_ids: typeIds, groups: d.groups });
    if (d.answerShare === 0) continue;
    // the first share of the active accounts of its types answered (never the named walkthrough accounts of a required one)
    const asked = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.typeId, typeIds), eq(users.status, 'active'), isNull(users.deletedAt)))
      .orderBy(users.id);
    // a required one stays owed by raftco@ (the demo account that shows the warning)
    const candidates = d.is_required ? asked.filter((u) => u.email !== 'raftco@mashaer.test') : asked;
    const answering = candidates.slice(0, Math.floor(candidates.length * d.answerShare));
    if (answering.length === 0) continue;
    const answeredAt = (i: number) => new Date(publishedAt.getTime() + ((i % 9) + 1) * 3 * 3_600_000);
    const made = await responses.seedAt(
      tx,
      'answered',
      answering.map((u, i) => ({ questionnaireId: row!.id, userId: u.id, answeredAt: answeredAt(i), createdAt: answeredAt(i), updatedAt: answeredAt(i) })) as never,
      { steps: [{ event: 'ANSWER', actorId: (r) => r.userId, at: (r) => r.answeredAt! }], created: { actorId: (r) => r.userId, at: (r) => r.createdAt } },
    );
    const questions = await tx.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, row!.id));
    const values = made.flatMap((r, n) =>
      questions.flatMap((q) => {
        const value = demoAnswer(q, n + q.position);
        return value === null ? [] : [{ responseId: r.id, questionId: q.id, value }];
      }),
    );
    if (values.length) await tx.insert(questionnaireAnswers).values(values);
  }
}
