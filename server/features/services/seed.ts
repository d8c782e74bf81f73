/**
 * Demo services: the works a Muzdalifah camp's order asks for — tents, canopies, air-conditioning,
 * electrical works, lighting, firefighting and fire alarms, water tanks, washrooms, kitchens and
 * catering, signage, telecom, the boundary survey — each under one of the demo specialties (found by
 * name, as server/features/specialists/seed.ts seeds them) with the days its works take; then their
 * inputs (server/features/serviceInputs/seed.ts). Two statements.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { specialists } from '../specialists/table';
import { demoInputs } from '../serviceInputs/seed';
import { services } from './table';

/** [name, name_en, specialty (Arabic name), count_day, description] */
const DEMO: Array<[string, string, string, number, string]> = [
  ['تركيب الخيام', 'Tent installation', 'مهندس إنشائي', 12, 'توريد وتركيب الخيام المقاومة للحريق وفق المخطط المعتمد'],
  ['تركيب المظلات', 'Shading canopies', 'مهندس إنشائي', 10, 'مظلات الممرات الداخلية ومناطق الانتظار'],
  ['تركيب وحدات التكييف', 'Air-conditioning units', 'مهندس تكييف', 7, 'وحدات تكييف مخفية ومكيفات صحراوية للخيام'],
  ['صيانة وحدات التبريد', 'Refrigeration maintenance', 'فني تبريد', 3, 'فحص وصيانة وحدات التبريد قبل الموسم'],
  ['التمديدات الكهربائية', 'Electrical works', 'مهندس كهربائي', 9, 'لوحات التوزيع والكابلات والمقابس داخل المخيم'],
  ['تركيب الإنارة', 'Lighting', 'مهندس إنارة', 4, 'إنارة الممرات والخيام والمداخل'],
  ['أنظمة مكافحة الحريق', 'Firefighting systems', 'استشاري دفاع مدني', 8, 'شبكة الإطفاء والطفايات وخراطيم الحريق'],
  ['أنظمة إنذار الحريق', 'Fire alarm systems', 'مسؤول سلامة', 5, 'كواشف الدخان ولوحة الإنذار المركزية'],
  ['خزانات المياه', 'Water tanks', 'مهندس صحي', 4, 'خزانات علوية وأرضية وتمديدات التغذية'],
  ['وحدات دورات المياه', 'Washroom units', 'فني سباكة', 6, 'دورات مياه متنقلة ومغاسل مع شبكة الصرف'],
  ['المطابخ والإعاشة', 'Kitchens and catering', 'أخصائي صحة بيئية', 6, 'تجهيز المطبخ ومنطقة توزيع الوجبات'],
  ['اللوحات الإرشادية', 'Signage', 'مهندس معماري', 3, 'لوحات المداخل والمخارج ومخارج الطوارئ'],
  ['شبكة الاتصالات والإنترنت', 'Telecom and internet network', 'مهندس اتصالات', 5, 'نقاط وصول لاسلكية وتمديدات الشبكة'],
  ['الرفع المساحي لحدود المخيم', 'Camp boundary survey', 'مساح', 2, 'تثبيت حدود المخيم على الطبيعة قبل التركيب'],
];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const found = await tx
    .select({ id: specialists.id, name: specialists.name })
    .from(specialists)
    .where(inArray(specialists.name, [...new Set(DEMO.map((d) => d[2]))]));
  const specialty = new Map<string, number>();
  for (const s of found) if (!specialty.has(s.name)) specialty.set(s.name, s.id);
  const rows = DEMO.flatMap(([name, nameEn, of, countDay, description]) => {
    const specialistId = specialty.get(of);
    return specialistId ? [{ name, nameEn, specialistId, countDay, description }] : [];
  });
  if (!rows.length) return;
  const written = await tx.insert(services).values(rows).onConflictDoNothing().returning({ id: services.id, name: services.name });
  await demoInputs(tx, new Map(written.map((s) => [s.name, s.id])));
}
