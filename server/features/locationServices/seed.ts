/**
 * Demo location services: the works a location order asks for at Muzdalifah's stations, walkways
 * and paths, each under a demo location specialty (by its Arabic name) with the days its works take;
 * then their inputs (server/features/locationServiceInputs/seed.ts). Called by the location
 * specialties' demo seed (server/features/locationSpecialists/seed.ts) right after the specialties,
 * so this file exports no `demo` of its own (alphabetically, locationServices would come first).
 */
import type { Tx } from '../../db/client';
import { demoLocationInputs } from '../locationServiceInputs/seed';
import { locationServices } from './table';

/** [name, name_en, specialty (Arabic name), count_day, description] */
const DEMO: Array<[string, string, string, number, string]> = [
  ['تنفيذ محطة انتظار', 'Waiting station construction', 'مهندس إنشائي للمحطات', 15, 'محطة انتظار مظللة للحجاج على المسار'],
  ['تظليل الممرات', 'Walkway shading', 'مهندس إنشائي للمحطات', 10, 'مظلات على ممرات المشاة بين المحطات'],
  ['رصف المسارات', 'Path paving', 'مهندس طرق وممرات', 12, 'رصف مسارات المشاة وتسويتها'],
  ['إنارة الممرات', 'Walkway lighting', 'مهندس كهرباء مواقع', 6, 'أعمدة إنارة على الممرات والمسارات'],
  ['لوحات إرشاد المسارات', 'Path wayfinding signs', 'مشرف سلامة المسارات', 4, 'لوحات اتجاهات المحطات والمخيمات'],
  ['حواجز تنظيم الحشود', 'Crowd-control barriers', 'مشرف سلامة المسارات', 3, 'حواجز تفصل مسارات الذهاب والعودة'],
  ['الرفع المساحي للموقع', 'Site survey', 'مهندس مساحة وتخطيط مواقع', 2, 'رفع مساحي للمحطة ومحيطها'],
  ['دورات مياه المحطات', 'Station washrooms', 'مهندس صحي للمواقع', 7, 'وحدات دورات مياه عند المحطات'],
];

/** The demo location services over the specialties just written (their ids by Arabic name). */
export async function demoLocationServices(tx: Tx, specialtyIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = DEMO.flatMap(([name, nameEn, of, countDay, description]) => {
    const specialistId = specialtyIds.get(of);
    return specialistId ? [{ name, nameEn, specialistId, countDay, description }] : [];
  });
  if (!rows.length) return;
  const written = await tx.insert(locationServices).values(rows).onConflictDoNothing().returning({ id: locationServices.id, name: locationServices.name });
  await demoLocationInputs(tx, new Map(written.map((s) => [s.name, s.id])));
}
