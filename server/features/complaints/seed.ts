/**
 * Demo complaints: filed by the demo provider (provider@mashaer.test), the sharer and other companies, and one
 * internal complaint filed by Kidana's staff, in every status of the complaint machine — filed ones the desk has yet
 * to take up, ones in review, resolved ones with what was done, rejected ones with why. Each is a point inside the
 * site's box (shared/site.ts), near Mina's camps or in Muzdalifah; some carry pictures drawn here (small PNGs standing
 * in for a phone's photographs). Written by the lifecycle (seedAt: the status reached by the machine's own events,
 * with history rows); the filers of the resolved and rejected ones find a notice in their bell.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPng } from '../../seed/files';
import { accountTypes, users } from '../../db/schema';
import { notify } from '../notifications/texts';
import { complaintLink, complaintsLifecycle } from './lifecycle';
import { complaints } from './table';

type NewRow = Omit<typeof complaints.$inferInsert, 'id'>;
type Status = 'filed' | 'in_review' | 'resolved' | 'rejected';

interface DemoComplaint {
  title: string;
  details: string;
  type: string;
  priority: string;
  source: string;
  at: [number, number];
  status: Status;
  /** which filer: 0 the demo provider, 1 the sharer, 2… other companies, -1 Kidana's staff */
  by: number;
  pictures: number;
  note?: string;
}

const ITEMS: DemoComplaint[] = [
  {
    title: 'تراكم النفايات عند مدخل المخيم',
    details: 'حاويات النفايات عند البوابة الشمالية ممتلئة منذ صباح أمس ولم تُفرغ، والروائح تصل إلى خيام الحجاج.',
    type: 'cleanliness',
    priority: 'high',
    source: 'external',
    at: [39.8912, 21.4121],
    status: 'filed',
    by: 0,
    pictures: 2,
  },
  {
    title: 'انقطاع المياه في دورات المياه',
    details: 'انقطعت المياه عن مجمع دورات المياه المجاور للمخيم لأكثر من ثلاث ساعات.',
    type: 'services',
    priority: 'high',
    source: 'internal',
    at: [39.8958, 21.4087],
    status: 'in_review',
    by: 0,
    pictures: 0,
  },
  {
    title: 'Crowding at the pedestrian crossing',
    details: 'Pilgrims bunch up at the crossing by the camp after the evening prayer; a marshal is needed at peak times.',
    type: 'crowding',
    priority: 'medium',
    source: 'external',
    at: [39.8841, 21.4163],
    status: 'resolved',
    by: 0,
    pictures: 1,
    note: 'Two marshals are now posted at the crossing from Maghrib to Isha.',
  },
  {
    title: 'إنارة معطلة في الممر الجنوبي',
    details: 'ثلاثة أعمدة إنارة لا تعمل في الممر الجنوبي بين المخيمات، ويصعب المرور ليلاً.',
    type: 'safety',
    priority: 'medium',
    source: 'internal',
    at: [39.9012, 21.4049],
    status: 'rejected',
    by: 0,
    pictures: 0,
    note: 'الإنارة في هذا الممر من مسؤولية الشركة المشغّلة للمخيم وفق عقد التخصيص.',
  },
  {
    title: 'Blocked fire lane behind the kitchens',
    details: 'Delivery trucks park in the fire lane behind the kitchen tents every morning.',
    type: 'safety',
    priority: 'high',
    source: 'internal',
    at: [39.8876, 21.4102],
    status: 'filed',
    by: 1,
    pictures: 1,
  },
  {
    title: 'تسرب مياه الصرف قرب الخيام',
    details: 'يوجد تسرب من خط الصرف أمام القطاع (ب) وتجمعت المياه في الممر.',
    type: 'cleanliness',
    priority: 'high',
    source: 'external',
    at: [39.8985, 21.4013],
    status: 'resolved',
    by: 1,
    pictures: 2,
    note: 'أُصلح الخط وشُفطت المياه وعُقّم الممر.',
  },
  {
    title: 'ازدحام عند نقطة توزيع الوجبات',
    details: 'طوابير طويلة عند نقطة توزيع الوجبات في مزدلفة تمتد إلى الطريق.',
    type: 'crowding',
    priority: 'medium',
    source: 'external',
    at: [39.9081, 21.3868],
    status: 'in_review',
    by: 2,
    pictures: 0,
  },
  {
    title: 'Broken air-conditioning unit',
    details: 'The cooling unit of tent 14 stopped working; the tent is hot at midday.',
    type: 'services',
    priority: 'low',
    source: 'internal',
    at: [39.8902, 21.4139],
    status: 'rejected',
    by: 2,
    pictures: 0,
    note: 'Tent equipment is the company’s own; please raise it with your maintenance contractor.',
  },
  {
    title: 'لوحات إرشادية ناقصة إلى مسجد المشعر الحرام',
    details: 'لا توجد لوحات تدل الحجاج على الطريق إلى مسجد المشعر الحرام من الجهة الشرقية.',
    type: 'other',
    priority: 'low',
    source: 'external',
    at: [39.9102, 21.3851],
    status: 'filed',
    by: 3,
    pictures: 0,
  },
  {
    title: 'Dust from the unpaved road',
    details: 'Buses raise thick dust on the unpaved road beside the camps in Muzdalifah.',
    type: 'cleanliness',
    priority: 'medium',
    source: 'external',
    at: [39.9187, 21.3902],
    status: 'resolved',
    by: 3,
    pictures: 1,
    note: 'The road is sprayed with water every two hours during bus movements.',
  },
  {
    title: 'عطل في مضخة الحريق بالمربع الشمالي',
    details: 'لاحظ فريق الكدانة أن مضخة الحريق في المربع الشمالي لا تعمل عند الاختبار.',
    type: 'safety',
    priority: 'high',
    source: 'internal',
    at: [39.8794, 21.4189],
    status: 'in_review',
    by: -1,
    pictures: 0,
  },
  {
    title: 'Lost pilgrims near the Jamarat exit',
    details: 'Pilgrims leaving the Jamarat by the southern exit cannot find the way back to the camps.',
    type: 'other',
    priority: 'medium',
    source: 'external',
    at: [39.8745, 21.4207],
    status: 'filed',
    by: 4,
    pictures: 0,
  },
];

const HOUR = 3_600_000;

/** A phone snapshot: sand, a tent's edge, and a splash of the complaint's colour. */
const picture = (n: number) =>
  demoPng(160, 120, (x, y) => {
    const tone: [number, number, number] = n % 3 === 0 ? [110, 90, 60] : n % 3 === 1 ? [60, 110, 160] : [200, 60, 50];
    if (Math.hypot(x - 50 - (n % 5) * 15, y - 78) < 16 + (n % 3) * 4) return tone;
    if (y > 30 && y < 70 && x > 100 - (y - 30) && x < 100 + (y - 30)) return [245, 244, 238];
    if (y < 45) return [150 + y, 190 + y / 2, 230];
    return [216 - (y - 45) / 3, 192 - (y - 45) / 3, 146];
  });

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const desk = idByEmail.get('kdana@mashaer.test') ?? idByEmail.get('admin@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  const sharer = idByEmail.get('sharer@mashaer.test');
  // other companies: active main accounts of the companies' types
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeId))
    .where(and(inArray(accountTypes.code, ['service_provider', 'raft_company']), isNull(users.parentId), eq(users.status, 'active'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(6);
  const companies = [provider, sharer, ...others.map((o) => o.id).filter((id) => id !== provider && id !== sharer)].filter((id): id is number => id !== undefined);
  if (!companies.length) return;

  const byStatus: Record<Status, NewRow[]> = { filed: [], in_review: [], resolved: [], rejected: [] };
  for (const [n, item] of ITEMS.entries()) {
    const filer = item.by < 0 ? (desk ?? companies[0]!) : companies[item.by % companies.length]!;
    const created = new Date(now.getTime() - (ITEMS.length - n + 1) * 7 * HOUR);
    const pictures: number[] = [];
    for (let i = 0; i < item.pictures; i++) pictures.push(await files.put(tx, `complaint-${n + 1}-${i + 1}.png`, 'image/png', picture(n + i), filer));
    const reviewed = item.status === 'filed' ? null : new Date(created.getTime() + 2 * HOUR);
    const closed = item.status === 'resolved' || item.status === 'rejected' ? new Date(created.getTime() + 6 * HOUR) : null;
    byStatus[item.status].push({
      title: item.title,
      details: item.details,
      type: item.type,
      priority: item.priority,
      source: item.source,
      longitude: item.at[0],
      latitude: item.at[1],
      filesFileIds: pictures,
      companyId: filer,
      filedBy: filer,
      resolution: item.status === 'resolved' ? (item.note ?? null) : null,
      rejectReason: item.status === 'rejected' ? (item.note ?? null) : null,
      reviewedAt: reviewed,
      closedAt: closed,
      createdAt: created,
      updatedAt: closed ?? reviewed ?? created,
    } as NewRow);
  }

  const lifecycle = complaintsLifecycle.on(db);
  const at = (hours: number) => (row: { createdAt: Date }) => new Date(row.createdAt.getTime() + hours * HOUR);
  const filedBy = (row: { filedBy: number | null }) => row.filedBy;
  const created = { actorId: filedBy };
  await lifecycle.seedAt(tx, 'filed', byStatus.filed, { created });
  await lifecycle.seedAt(tx, 'in_review', byStatus.in_review, { created, steps: [{ event: 'START_REVIEW', actorId: desk, at: at(2) }] });
  const resolved = await lifecycle.seedAt(tx, 'resolved', byStatus.resolved, {
    created,
    steps: [
      { event: 'START_REVIEW', actorId: desk, at: at(2) },
      { event: 'RESOLVE', actorId: desk, at: at(6), payload: (row) => ({ resolution: row.resolution }) },
    ],
  });
  const rejected = await lifecycle.seedAt(tx, 'rejected', byStatus.rejected, {
    created,
    steps: [
      { event: 'START_REVIEW', actorId: desk, at: at(2) },
      { event: 'REJECT', actorId: desk, at: at(6), payload: (row) => ({ reject_reason: row.rejectReason }) },
    ],
  });
  // the filers heard of the outcome
  for (const row of resolved) if (row.filedBy !== null) await notify(tx, [row.filedBy], 'complaint.resolved', { id: row.id, title: row.title }, complaintLink(row.id), desk);
  for (const row of rejected) if (row.filedBy !== null) await notify(tx, [row.filedBy], 'complaint.rejected', { id: row.id, title: row.title }, complaintLink(row.id), desk);
}
