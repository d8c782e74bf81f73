/**
 * Demo location specialties: the specialties a location order names for the works at Muzdalifah's
 * stations, walkways and paths, each in a demo category (found by the categories' English names, as
 * server/features/categories/seed.ts seeds them), some required on every location order of their
 * category. Then the family's services and their inputs (server/features/locationServices/seed.ts):
 * areas not in SEED_ORDER run alphabetically, and this folder is the family's last.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { categories } from '../categories/table';
import { demoLocationServices } from '../locationServices/seed';
import { locationSpecialists } from './table';

/** category (English name) → [name, name_en, note, required on every location order] */
const DEMO: Record<string, Array<[string, string, string | null, boolean]>> = {
  'Roads and traffic': [['مهندس طرق وممرات', 'Roads and walkways engineer', 'يعتمد مسارات المشاة وربطها بالمحطات', true]],
  Surveying: [['مهندس مساحة وتخطيط مواقع', 'Site surveying and planning engineer', 'يثبت حدود الموقع ومناسيبه', true]],
  Electrical: [['مهندس كهرباء مواقع', 'Site electrical engineer', null, false]],
  Structural: [['مهندس إنشائي للمحطات', 'Station structural engineer', 'يعتمد هياكل المحطات والمظلات', true]],
  Safety: [['مشرف سلامة المسارات', 'Path safety supervisor', 'تنظيم الحشود ومخارج الطوارئ', false]],
  'Public health and sanitation': [['مهندس صحي للمواقع', 'Site sanitation engineer', null, false]],
};

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const found = await tx
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(inArray(categories.nameEn, Object.keys(DEMO)));
  const rows = found.flatMap((c) => (DEMO[c.nameEn] ?? []).map(([name, nameEn, note, isReq]) => ({ name, nameEn, note, isReq, catId: c.id })));
  if (!rows.length) return;
  const written = await tx.insert(locationSpecialists).values(rows).returning({ id: locationSpecialists.id, name: locationSpecialists.name });
  await demoLocationServices(tx, new Map(written.map((s) => [s.name, s.id])));
}
