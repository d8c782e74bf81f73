/**
 * Demo orders: on camps assigned to the demo companies (server/features/assign/seed.ts), in every
 * status of the order machine, each reached by the machine's own events (seedAt: history and
 * audit rows as `apply` writes them). provider@mashaer.test's orders name the named demo parties —
 * design@ (design office), contractor@, consultant@, sharer@ (its alliance's sharer) — so each of
 * those accounts has orders to act on; raft@ and kdana@ process the ones with tsleem. The other
 * active providers' orders name the population's design offices and contractors.
 *
 * With each order: its services (one line left without a specialty on an incomplete draft), the
 * required pledges uploaded — an order's from the orders' catalogue (services, specialists, pledges), a
 * location order's from the location catalogue (locationServices, locationSpecialists, locationPledges:
 * catalogueOf, ./catalogue.ts; those areas are seeded first, server/seed/areas.ts SEED_ORDER) — (one rejected on a returned order, one replaced, the rest pending or
 * approved: stored PDFs, server/seed/files.ts), the sharers' signatures from `signing` on, and
 * the licence dates and QR token of the licensed ones. Each family has cancel requests pending and
 * rejected on a licensed order; a location order was cancelled through a request the desk approved
 * (the request's APPROVE run by the lifecycle, which sends the order its CANCEL). One contractor of
 * the population is blacklisted. A fixed pattern: the seed is reproducible.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { accountTypes, users } from '../../db/schema';
import { assignCamps } from '../assign/table';
import type { Caller } from '../../lifecycle/caller';
import { catalogueOf } from './catalogue';
import { companyBlacklist, orderCancelRequests, orderPledges, orderReports, orders, orderServices, orderSignatures } from './table';
import { lifecycleOfFamily, orderCancelRequestsLifecycle, orderPledgesLifecycle, orderReportsLifecycle, orderSignaturesLifecycle, type OrderFamilyKey } from './lifecycle';
import { newLicenceToken } from '../../licence/token';

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status'>;
type OrderRow = typeof orders.$inferSelect;
const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The events from a draft to each status (a path of the machine: seedAt checks it). */
const PATHS: Record<string, string[]> = {
  draft: [],
  design_review: ['SUBMIT'],
  specialist_change: ['SUBMIT', 'CHANGE_SPECIALIST'],
  returned: ['SUBMIT', 'DISAPPROVE'],
  contracting: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT'],
  awaiting_contractor: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONSULTANT_ACCEPT'],
  awaiting_consultant: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT'],
  signing: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT'],
  tsleem_processing: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT', 'SEND_TO_TSLEEM'],
  licensed: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT', 'SEND_TO_TSLEEM', 'APPROVE'],
  rejected: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT', 'SEND_TO_TSLEEM', 'REJECT'],
  cancelled: ['SUBMIT', 'APPROVE', 'CHOOSE_CONTRACTOR', 'CHOOSE_CONSULTANT', 'CONTRACTOR_ACCEPT', 'CONSULTANT_ACCEPT', 'SEND_TO_TSLEEM', 'APPROVE', 'CANCEL_BY_TSLEEM'],
};
/** Statuses reached after the sharers are asked to sign (their signatures exist). */
const SIGNED_FROM = new Set(['signing', 'tsleem_processing', 'licensed', 'rejected', 'cancelled']);
/** Statuses whose pledges the authority has processed (approved). */
const PLEDGES_APPROVED = new Set(['contracting', 'awaiting_contractor', 'awaiting_consultant', 'signing', 'tsleem_processing', 'licensed', 'rejected', 'cancelled']);

/** provider@mashaer.test's orders: one in every status, and a second, incomplete draft. */
const PROVIDER_PLAN: Array<{ status: string; title: string; incomplete?: true }> = [
  { status: 'draft', title: 'تركيب خيام مكيفة وممرات مظللة', incomplete: true },
  { status: 'draft', title: 'تمديدات كهربائية وإنارة للمخيم' },
  { status: 'design_review', title: 'إنشاء دورات مياه متنقلة' },
  { status: 'specialist_change', title: 'تجهيز مطبخ مركزي' },
  { status: 'returned', title: 'توسعة منطقة الاستقبال' },
  { status: 'contracting', title: 'تركيب منظومة إطفاء حريق' },
  { status: 'awaiting_contractor', title: 'تركيب مظلات ومراوح رذاذ' },
  { status: 'awaiting_consultant', title: 'تجهيز عيادة إسعافات أولية' },
  { status: 'signing', title: 'تركيب لوحات إرشادية ومداخل' },
  { status: 'tsleem_processing', title: 'تركيب خزانات مياه علوية' },
  { status: 'licensed', title: 'تركيب خيام وأرضيات ومكيفات' },
  { status: 'licensed', title: 'تمديد شبكة صرف ودورات مياه' },
  { status: 'rejected', title: 'إنشاء مبنى خرساني دائم' },
  { status: 'cancelled', title: 'تجهيز مصلى مكيف' },
];
/**
 * provider@mashaer.test's location orders (general/location-orders): works at the site's locations. The one
 * `cancelledByRequest` is licensed, then cancelled through a cancel request the desk approves.
 */
const PROVIDER_LOCATION_PLAN: Array<{ status: string; title: string; cancelledByRequest?: true }> = [
  { status: 'draft', title: 'تركيب مظلة عند بوابة الموقع' },
  { status: 'design_review', title: 'تمديد كهرباء لنقطة الخدمة المجاورة' },
  { status: 'specialist_change', title: 'تظليل مسار المشاة بين المخيمين' },
  { status: 'returned', title: 'رصف ممر الخدمة خلف المخيم' },
  { status: 'contracting', title: 'تهيئة ممر المشاة المؤدي للمخيم' },
  { status: 'awaiting_contractor', title: 'تركيب إنارة لمسار المشاة' },
  { status: 'awaiting_consultant', title: 'إنشاء محطة انتظار مظللة' },
  { status: 'signing', title: 'تركيب لوحات إرشادية في الساحة' },
  { status: 'tsleem_processing', title: 'إنشاء نقطة إسعاف مؤقتة في الموقع' },
  { status: 'licensed', title: 'تركيب برادات مياه في الموقع' },
  { status: 'licensed', title: 'تركيب حواجز تنظيم الحشود على مسار المشاة', cancelledByRequest: true },
  { status: 'rejected', title: 'إنشاء مظلة خرسانية دائمة في الموقع' },
];
/** The other providers' orders cycle through these. */
const OTHERS_PLAN = ['design_review', 'contracting', 'tsleem_processing', 'licensed', 'draft', 'signing', 'licensed', 'returned'];
const OTHER_TITLES = ['تجهيز المخيم بالخيام والمكيفات', 'إنشاء دورات مياه ومغاسل', 'تمديدات كهربائية وإنارة', 'تركيب منظومة سلامة وإطفاء'];

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const id = (email: string) => idByEmail.get(email)!;
  const provider = id('provider@mashaer.test');
  const named = {
    design: id('design@mashaer.test'),
    contractor: id('contractor@mashaer.test'),
    consultant: id('consultant@mashaer.test'),
    staff: id('kdana@mashaer.test'),
    raft: id('raft@mashaer.test'),
  };

  const companiesOf = async (type: string) =>
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(accountTypes, eq(users.typeId, accountTypes.id))
        .where(and(eq(accountTypes.code, type), isNull(users.parentId), eq(users.status, 'active')))
        .orderBy(asc(users.id))
    ).map((r) => r.id);
  const designOffices = (await companiesOf('design_office')).filter((x) => x !== named.design);
  const contractors = (await companiesOf('contractor')).filter((x) => x !== named.contractor);
  // the blacklisted contractor: never chosen below
  const banned = contractors.pop();
  if (banned)
    await tx
      .insert(companyBlacklist)
      .values({ companyId: banned, reason: 'تأخر متكرر في تسليم الأعمال وعدم الالتزام بالأدلة الهندسية في موسم سابق', createdBy: named.staff, createdAt: new Date(now.getTime() - 30 * DAY) });

  const live = await tx.select({ campId: assignCamps.campId, company: assignCamps.receiver_company_id }).from(assignCamps).where(ne(assignCamps.status, 'returned')).orderBy(asc(assignCamps.id));
  const providerCamps = live.filter((a) => a.company === provider).map((a) => a.campId);
  const others = live.filter((a) => a.company !== provider);
  if (!providerCamps.length) return;

  // each family's catalogue: its services (with their specialty) and its required pledges
  const catalogues = new Map<OrderFamilyKey, { services: Array<{ id: number; specialistId: number }>; required: Array<{ id: number }> }>();
  for (const family of ['order', 'locationOrder'] as const) {
    const cat = catalogueOf(family);
    catalogues.set(family, {
      services: await tx.select({ id: cat.services.id, specialistId: cat.services.specialistId }).from(cat.services).orderBy(asc(cat.services.id)),
      required: await tx.select({ id: cat.pledges.id }).from(cat.pledges).where(eq(cat.pledges.isRequired, true)).orderBy(asc(cat.pledges.id)),
    });
  }
  const catalogueFor = (family: string) => catalogues.get(family as OrderFamilyKey)!;

  type Planned = NewOrder & { plannedStatus: string; incomplete?: boolean; cancelledByRequest?: boolean };
  const planned: Planned[] = [];
  const base = (i: number) => new Date(now.getTime() - (40 - (i % 30)) * DAY);
  PROVIDER_PLAN.forEach((p, i) => {
    const createdAt = base(i);
    planned.push({
      plannedStatus: p.status,
      incomplete: p.incomplete,
      family: 'order',
      title: p.title,
      campId: providerCamps[i % providerCamps.length]!,
      numberOfHijaj: 800 + i * 150,
      tentCount: 20 + i * 3,
      countDay: 10 + (i % 4) * 5,
      planedAchiveDate: isoDay(new Date(now.getTime() + (20 + i) * DAY)),
      notes: i % 3 === 0 ? 'يرجى التنسيق مع إدارة المخيم قبل بدء الأعمال' : null,
      companyId: provider,
      designOfficeId: named.design,
      createdBy: provider,
      createdAt,
      updatedAt: createdAt,
    });
  });
  PROVIDER_LOCATION_PLAN.forEach((p, i) => {
    const createdAt = base(i + 3);
    planned.push({
      plannedStatus: p.status,
      cancelledByRequest: p.cancelledByRequest,
      family: 'locationOrder',
      title: p.title,
      campId: providerCamps[(i + 1) % providerCamps.length]!,
      numberOfHijaj: 300 + i * 50,
      tentCount: null,
      countDay: 5 + i,
      planedAchiveDate: isoDay(new Date(now.getTime() + (15 + i) * DAY)),
      notes: null,
      companyId: provider,
      designOfficeId: named.design,
      createdBy: provider,
      createdAt,
      updatedAt: createdAt,
    });
  });
  others.slice(0, 24).forEach((a, i) => {
    const createdAt = base(i + 7);
    planned.push({
      plannedStatus: OTHERS_PLAN[i % OTHERS_PLAN.length]!,
      family: 'order',
      title: OTHER_TITLES[i % OTHER_TITLES.length]!,
      campId: a.campId,
      numberOfHijaj: 500 + ((i * 137) % 2500),
      tentCount: 15 + (i % 20),
      countDay: 7 + (i % 5) * 3,
      planedAchiveDate: isoDay(new Date(now.getTime() + (25 + i) * DAY)),
      notes: null,
      companyId: a.company,
      designOfficeId: designOffices.length ? designOffices[i % designOffices.length]! : named.design,
      createdBy: a.company,
      createdAt,
      updatedAt: createdAt,
    });
  });

  // the parties and dates each status has reached
  const complete = (p: Planned, i: number): NewOrder => {
    const { plannedStatus: status, incomplete: _incomplete, cancelledByRequest: _cancelled, ...row } = p;
    const fromProvider = row.companyId === provider;
    const pastDesign = PATHS[status]!.includes('CHOOSE_CONTRACTOR');
    const out: NewOrder = { ...row };
    if (pastDesign) {
      out.contracterId = fromProvider ? named.contractor : (contractors[i % Math.max(contractors.length, 1)] ?? named.contractor);
      out.consultingId = fromProvider ? named.consultant : named.consultant;
    }
    if (status === 'specialist_change') out.requestedSpecialist = [catalogueFor(row.family!).services.at(-1)!.specialistId];
    if (status === 'returned') out.rejectionReason = 'يرجى إرفاق مخطط توزيع الخيام محدثاً وتوضيح مسارات الطوارئ';
    if (status === 'rejected') out.rejectionReason = 'الأعمال المطلوبة إنشاءات دائمة غير مسموح بها في المشاعر المقدسة';
    if (status === 'licensed' || status === 'cancelled') {
      const issued = new Date(row.createdAt!.getTime() + 12 * DAY);
      out.licenseStartDate = isoDay(issued);
      out.licenseEndDate = isoDay(new Date(issued.getTime() + 90 * DAY));
      out.licenceToken = newLicenceToken();
    }
    if (status === 'cancelled') out.cancelReason = 'مخالفة اشتراطات السلامة بعد الزيارة الميدانية';
    return out;
  };

  const made: Array<{ row: OrderRow; status: string; incomplete: boolean; cancelledByRequest: boolean }> = [];
  for (const [family, status] of (['order', 'locationOrder'] as OrderFamilyKey[]).flatMap((f) => Object.keys(PATHS).map((st) => [f, st] as const))) {
    const lifecycle = lifecycleOfFamily(family).on(db);
    const group = planned.map((p, i) => ({ p, i })).filter(({ p }) => p.plannedStatus === status && p.family === family);
    if (!group.length) continue;
    const rows = group.map(({ p, i }) => complete(p, i));
    const at = (days: number) => (row: OrderRow) => new Date(row.createdAt.getTime() + days * DAY);
    const steps = PATHS[status]!.map((event, k) => ({
      event,
      at: at(k + 1),
      actorId: (row: OrderRow) =>
        event === 'APPROVE' && k > 2
          ? row.companyId === provider
            ? named.raft
            : named.staff
          : event === 'APPROVE' || event === 'DISAPPROVE'
            ? row.designOfficeId
            : event === 'CONTRACTOR_ACCEPT'
              ? row.contracterId
              : event === 'CONSULTANT_ACCEPT'
                ? row.consultingId
                : event === 'REJECT' || event === 'CANCEL_BY_TSLEEM'
                  ? named.staff
                  : row.companyId,
      payload: (row: OrderRow): Record<string, unknown> =>
        event === 'DISAPPROVE' || event === 'REJECT'
          ? { rejection_reason: row.rejectionReason }
          : event === 'CANCEL_BY_TSLEEM'
            ? { cancel_reason: row.cancelReason }
            : event === 'APPROVE' && k > 2
              ? { license_end_date: row.licenseEndDate }
              : event === 'CHOOSE_CONTRACTOR'
                ? { contracter_id: row.contracterId }
                : event === 'CHOOSE_CONSULTANT'
                  ? { consulting_id: row.consultingId }
                  : event === 'CHANGE_SPECIALIST'
                    ? { specialist: row.requestedSpecialist }
                    : {},
    }));
    const written = await lifecycle.seedAt(tx, status, rows as Array<NewOrder & Pick<typeof orders.$inferInsert, 'status'>>, {
      created: { actorId: (row) => row.createdBy, at: (row) => row.createdAt },
      steps,
    });
    written.forEach((row, k) => made.push({ row, status, incomplete: !!group[k]!.p.incomplete, cancelledByRequest: !!group[k]!.p.cancelledByRequest }));
  }

  // services: two or three lines each, of the order's family's catalogue; an incomplete draft has one without a specialty
  const lines = made
    .flatMap(({ row, incomplete }, i) => {
      const catalogue = catalogueFor(row.family).services;
      if (!catalogue.length) return [];
      const count = 2 + (i % 2);
      return Array.from({ length: count }, (_, k) => {
        const s = catalogue[(i * 3 + k) % catalogue.length]!;
        return { row, serviceId: s.id, specialistId: incomplete && k === 0 ? null : s.specialistId, quantity: 1 + ((i + k) % 4) * 5 };
      });
    })
    .filter((line, k, all) => all.findIndex((o) => o.row.id === line.row.id && o.serviceId === line.serviceId) === k);
  if (lines.length) await tx.insert(orderServices).values(lines.map((l) => ({ orderId: l.row.id, ...catalogueOf(l.row.family).line(l.serviceId, l.specialistId), quantity: l.quantity })));

  // pledges: every required one uploaded, except on the incomplete draft (none) — the statuses by order status
  const pdfFor = async (row: OrderRow, pledgeId: number, n: number) => {
    const kind = row.family === 'locationOrder' ? 'location-pledge' : 'pledge';
    return files.put(tx, `${kind}-${pledgeId}-order-${row.id}-${n}.pdf`, 'application/pdf', demoPdf(`Signed ${kind} ${pledgeId} for order ${row.id}`), row.companyId);
  };
  const pledgeSeeds: Record<string, Array<typeof orderPledges.$inferInsert>> = { pending: [], approved: [], rejected: [], replaced: [] };
  for (const { row, status, incomplete } of made) {
    if (incomplete) continue;
    for (const [k, p] of catalogueFor(row.family).required.entries()) {
      const upload = {
        orderId: row.id,
        ...catalogueOf(row.family).pledgeRef(p.id),
        companyId: row.companyId,
        fileId: await pdfFor(row, p.id, 1),
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      } as typeof orderPledges.$inferInsert;
      if (status === 'returned' && k === 0) {
        pledgeSeeds.rejected!.push({ ...upload, rejectionReason: 'التوقيع غير واضح في الصفحة الثانية' });
      } else if (status === 'design_review' && k === 1) {
        // rejected once, replaced by the upload that is now pending
        pledgeSeeds.replaced!.push({ ...upload, rejectionReason: 'الملف المرفوع لا يخص هذا التعهد' });
        pledgeSeeds.pending!.push({ ...upload, fileId: await pdfFor(row, p.id, 2) });
      } else pledgeSeeds[PLEDGES_APPROVED.has(status) ? 'approved' : 'pending']!.push(upload);
    }
  }
  const attachments = orderPledgesLifecycle.on(db);
  const reviewer = { actorId: () => named.staff, at: (r: typeof orderPledges.$inferSelect) => new Date(r.createdAt.getTime() + DAY) };
  await attachments.seedAt(tx, 'pending', pledgeSeeds.pending! as never[], { created: { actorId: (r) => r.companyId } });
  await attachments.seedAt(tx, 'approved', pledgeSeeds.approved! as never[], { created: { actorId: (r) => r.companyId }, steps: [{ event: 'APPROVE', ...reviewer }] });
  await attachments.seedAt(tx, 'rejected', pledgeSeeds.rejected! as never[], {
    created: { actorId: (r) => r.companyId },
    steps: [{ event: 'REJECT', ...reviewer, payload: (r) => ({ rejection_reason: r.rejectionReason }) }],
  });
  await attachments.seedAt(tx, 'replaced', pledgeSeeds.replaced! as never[], {
    created: { actorId: (r) => r.companyId },
    steps: [
      { event: 'REJECT', ...reviewer, payload: (r) => ({ rejection_reason: r.rejectionReason }) },
      { event: 'REPLACE', actorId: (r) => r.companyId, at: (r) => new Date(r.createdAt.getTime() + 2 * DAY), payload: () => ({ file: 'replacement.pdf' }) },
    ],
  });

  // the sharers' signatures, from `signing` on: provider@'s alliance has sharer@mashaer.test
  const sharer = idByEmail.get('sharer@mashaer.test');
  const signed = made.filter((m) => SIGNED_FROM.has(m.status) && m.row.companyId === provider);
  if (sharer && signed.length) {
    const signatures = orderSignaturesLifecycle.on(db);
    const rowOf = (m: (typeof signed)[number]) => ({ orderId: m.row.id, sharerId: sharer, createdAt: m.row.createdAt, updatedAt: m.row.createdAt }) as typeof orderSignatures.$inferInsert;
    await signatures.seedAt(tx, 'unsigned', signed.filter((m) => m.status === 'signing').map(rowOf) as never[], { created: { actorId: () => provider } });
    await signatures.seedAt(tx, 'signed', signed.filter((m) => m.status !== 'signing').map((m) => ({ ...rowOf(m), signedAt: new Date(m.row.createdAt.getTime() + 8 * DAY) })) as never[], {
      created: { actorId: () => provider },
      steps: [{ event: 'SIGN', actorId: () => sharer, at: (r) => new Date(r.createdAt.getTime() + 8 * DAY) }],
    });
  }

  // cancel requests on provider@'s licensed orders of each family: one pending (the desk has one to decide), one
  // contractor change refused with a reason; and a location order cancelled through a request the desk approved
  const requests = orderCancelRequestsLifecycle.on(db);
  const filed = (row: OrderRow, days: number) => ({
    orderId: row.id,
    companyId: provider,
    createdAt: new Date(row.createdAt.getTime() + days * DAY),
    updatedAt: new Date(row.createdAt.getTime() + days * DAY),
  });
  const otherContractor = contractors[0];
  for (const family of ['order', 'locationOrder'] as const) {
    const licensedOwn = made.filter((m) => m.status === 'licensed' && m.row.family === family && m.row.companyId === provider && !m.cancelledByRequest).map((m) => m.row);
    if (licensedOwn[0]) {
      await requests.seedAt(tx, 'pending', [{ ...filed(licensedOwn[0], 20), type: 'order', reason: 'تم تغيير خطة تجهيز المخيم لهذا الموسم ولم نعد بحاجة إلى هذه الأعمال' }] as never[], {
        created: { actorId: () => provider },
      });
    }
    const refusedOn = licensedOwn[1] ?? licensedOwn[0];
    if (refusedOn && otherContractor) {
      await requests.seedAt(
        tx,
        'rejected',
        [
          {
            ...filed(refusedOn, 18),
            type: 'contractor',
            replacementId: otherContractor,
            reason: 'تأخر المقاول في توريد الخيام',
            rejectionReason: 'المقاول الحالي أنجز أكثر من نصف الأعمال؛ يُستكمل العقد',
          },
        ] as never[],
        {
          created: { actorId: () => provider },
          steps: [
            {
              event: 'REJECT',
              actorId: () => named.staff,
              at: (r: typeof orderCancelRequests.$inferSelect) => new Date(r.createdAt.getTime() + DAY),
              payload: (r: typeof orderCancelRequests.$inferSelect) => ({ rejection_reason: r.rejectionReason }),
            },
          ],
        },
      );
    }
  }
  // the approved request is decided by the desk through the lifecycle: its APPROVE sends the order CANCEL (status, reason, history)
  const desk: Caller = { userId: named.staff, permissions: ['order-cancel-request-index', 'locationorder-cancel-request-index'], accountType: 'kdana', lang: 'ar', ip: null };
  for (const m of made.filter((x) => x.cancelledByRequest)) {
    const [request] = await requests.seedAt(tx, 'pending', [{ ...filed(m.row, 15), type: 'order', reason: 'نُقلت نقطة الخدمة إلى موقع آخر ولم يعد المسار بحاجة إلى الحواجز' }] as never[], {
      created: { actorId: () => provider },
    });
    await requests.apply(desk, request!.id, { type: 'APPROVE' }, { tx });
    m.status = 'cancelled';
  }

  // achievement reports by each licensed order's consultant: an approved one and a newer pending one; one
  // refused, then made old by the corrected report that followed it
  const licensedAll = made.filter((m) => m.status === 'licensed' && m.row.consultingId).map((m) => m.row);
  const reports = orderReportsLifecycle.on(db);
  const reportRow = async (row: OrderRow, days: number, progress: number, notes: string | null) => {
    const at = new Date(row.createdAt.getTime() + days * DAY);
    return {
      orderId: row.id,
      companyId: row.consultingId!,
      progress,
      achiveDate: isoDay(at),
      notes,
      fileId: await files.put(tx, `report-${row.id}-${progress}.pdf`, 'application/pdf', demoPdf(`Achievement report: order ${row.id}, ${progress}%`), row.consultingId!),
      createdAt: at,
      updatedAt: at,
    } as typeof orderReports.$inferInsert;
  };
  const approvedReports = [];
  const pendingReports = [];
  const oldReports = [];
  for (const [k, row] of licensedAll.entries()) {
    approvedReports.push(await reportRow(row, 16, 40, 'تم تركيب الهياكل المعدنية للخيام'));
    if (k % 2 === 0) pendingReports.push(await reportRow(row, 20, 75, 'اكتمل الفرش وجارٍ تركيب المكيفات'));
    else oldReports.push(await reportRow(row, 19, 70, null));
  }
  const review = { actorId: () => named.staff, at: (r: typeof orderReports.$inferSelect) => new Date(r.createdAt.getTime() + DAY) };
  await reports.seedAt(tx, 'approve', approvedReports as never[], { created: { actorId: (r) => r.companyId }, steps: [{ event: 'APPROVE', ...review }] });
  await reports.seedAt(tx, 'pending', pendingReports as never[], { created: { actorId: (r) => r.companyId } });
  await reports.seedAt(tx, 'old', oldReports as never[], {
    created: { actorId: (r) => r.companyId },
    steps: [
      { event: 'DISAPPROVE', ...review, payload: () => ({ rejection_reason: 'الصور المرفقة لا توضح نسبة الإنجاز المذكورة' }) },
      { event: 'SUPERSEDE', actorId: (r) => r.companyId, at: (r) => new Date(r.createdAt.getTime() + 2 * DAY) },
    ],
  });
}
