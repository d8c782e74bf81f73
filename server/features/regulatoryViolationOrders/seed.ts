/**
 * Demo regulatory violations: written by the desk (civil defence, the government demo account, else Kidana) against
 * camps handed over to companies, in every status of the violation machine — drafts the companies do not see yet,
 * issued ones, and ready ones with their printable notice — the demo provider (provider@mashaer.test) has an issued
 * and a ready one. Each has one to three photographs; the ready ones (and some others) carry the notice's logos.
 * The pictures are drawn here (small PNGs), standing in for an inspector's photographs and the authorities' logos.
 * Written by the lifecycle (seedAt: the status reached by the machine's own events, with history rows).
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPng } from '../../seed/files';
import { assignCamps } from '../assign/table';
import { regulatoryViolationOrdersLifecycle } from './lifecycle';
import { regulatoryViolationOrders } from './table';

type NewRow = Omit<typeof regulatoryViolationOrders.$inferInsert, 'id'>;

const FINDINGS: Array<[string, string]> = [
  ['تمديدات كهربائية مكشوفة', 'وُجدت تمديدات كهربائية مكشوفة قرب مداخل الخيام في الممر الشمالي، دون أغطية واقية أو قواطع معتمدة. يجب عزلها فوراً وفق اشتراطات الدفاع المدني.'],
  ['طفايات حريق منتهية الصلاحية', 'ست طفايات حريق في المطبخ ومنطقة التخزين تجاوزت تاريخ الفحص الدوري، واثنتان منها فارغتا الضغط. يلزم استبدالها وتوثيق الفحص.'],
  ['Blocked emergency exit', 'The eastern emergency exit was blocked by stacked supply boxes and a parked cart, leaving less than 60 cm of clearance. It must be kept fully clear at all times.'],
  ['تخزين أسطوانات غاز داخل الخيمة', 'خُزّنت أسطوانات غاز طهي داخل خيمة الإعاشة بجوار مواد قابلة للاشتعال، خلافاً لاشتراطات التخزين الخارجي المهوّى.'],
  ['Overloaded power sockets', 'Multiple extension leads were chained from a single socket in the staff tent, with visible heat marks on the plug. Replace with a rated distribution board.'],
  ['عدم وجود لوحات إرشادية لمخارج الطوارئ', 'لا توجد لوحات مضيئة تدل على مخارج الطوارئ في القطاع الجنوبي من المخيم، ويتعذر الاستدلال عليها ليلاً.'],
];
const STATUSES = ['draft', 'issued', 'ready'] as const;
const HOUR = 3_600_000;

/** A camp scene for a photograph: sky over sand, a white tent, and a red mark where the finding is. */
const photo = (n: number) =>
  demoPng(160, 120, (x, y) => {
    const tent = y > 40 && y < 95 && Math.abs(x - 60 - (n % 3) * 20) < (y - 40) * 0.9;
    if (Math.hypot(x - 120 + (n % 4) * 10, y - 80) < 9) return [200, 40, 40];
    if (tent) return [245, 245, 240];
    if (y < 55) return [120 + y, 170 + y, 225];
    return [214 - (y - 55) / 2, 190 - (y - 55) / 2, 140];
  });
/** An emblem: a ring in the portal's green and gold on white (the authorities' logos stand in). */
const logo = (tone: [number, number, number]) =>
  demoPng(96, 96, (x, y) => {
    const r = Math.hypot(x - 48, y - 48);
    if (r < 30) return tone;
    if (r < 36) return [197, 160, 72];
    return [255, 255, 255];
  });

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const desk = idByEmail.get('gov@mashaer.test') ?? idByEmail.get('kdana@mashaer.test') ?? null;
  const provider = idByEmail.get('provider@mashaer.test');
  // the camps handed over, the provider's first
  const received = await tx.select({ campId: assignCamps.campId, companyId: assignCamps.receiver_company_id }).from(assignCamps).where(eq(assignCamps.status, 'deliverd')).orderBy(asc(assignCamps.id));
  const byCompany = new Map<number, number[]>();
  for (const r of received) if (r.companyId !== null) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.campId]);
  const companies = [...byCompany.keys()].sort((a, b) => (a === provider ? -1 : b === provider ? 1 : a - b));
  if (!companies.length) return;
  const logos = {
    headerLogo1FileId: await files.put(tx, 'authority-logo.png', 'image/png', logo([31, 107, 82]), desk),
    headerLogo2FileId: await files.put(tx, 'civil-defence-logo.png', 'image/png', logo([24, 66, 120]), desk),
    footerLogoFileId: await files.put(tx, 'mashaer-footer.png', 'image/png', logo([120, 90, 40]), desk),
  };
  const byStatus: Record<(typeof STATUSES)[number], NewRow[]> = { draft: [], issued: [], ready: [] };
  let n = 0;
  for (const [c, companyId] of companies.slice(0, 4).entries()) {
    const camps = byCompany.get(companyId)!;
    for (const status of STATUSES) {
      const [title, body] = FINDINGS[n % FINDINGS.length]!;
      const created = new Date(now.getTime() - (n + 2) * 9 * HOUR);
      const images: number[] = [];
      for (let i = 0; i <= n % 3; i++) images.push(await files.put(tx, `violation-${n + 1}-${i + 1}.png`, 'image/png', photo(n + i), desk));
      byStatus[status].push({
        title,
        campId: camps[(n + c) % camps.length]!,
        body,
        imagesFileIds: images,
        // the ready ones print the logos; an issued one of two has them already
        ...(status === 'ready' || (status === 'issued' && n % 2 === 0) ? logos : {}),
        companyId,
        createdAt: created,
        updatedAt: created,
      } as NewRow);
      n += 1;
    }
  }
  const lifecycle = regulatoryViolationOrdersLifecycle.on(db);
  const issuedAt = (row: { createdAt: Date }) => new Date(row.createdAt.getTime() + 2 * HOUR);
  const readyAt = (row: { createdAt: Date }) => new Date(row.createdAt.getTime() + 5 * HOUR);
  await lifecycle.seedAt(tx, 'draft', byStatus.draft);
  for (const row of byStatus.issued) Object.assign(row, { issuedAt: issuedAt(row as { createdAt: Date }) });
  await lifecycle.seedAt(tx, 'issued', byStatus.issued, { steps: [{ event: 'ISSUE', actorId: desk, at: issuedAt }] });
  for (const row of byStatus.ready) Object.assign(row, { issuedAt: issuedAt(row as { createdAt: Date }), readyAt: readyAt(row as { createdAt: Date }) });
  await lifecycle.seedAt(tx, 'ready', byStatus.ready, {
    steps: [
      { event: 'ISSUE', actorId: desk, at: issuedAt },
      { event: 'MAKE_READY', actorId: desk, at: readyAt },
    ],
  });
}
