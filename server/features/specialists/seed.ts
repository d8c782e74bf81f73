/**
 * Demo specialists: the specialties a location order names, two to four per demo category (found
 * by the categories' English names, as server/features/categories/seed.ts seeds them), some
 * required on every order of their category, a few stopped (active 0). One statement.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { categories } from '../categories/table';
import { specialists } from './table';

/** category (English name) → [name, note, required, active] */
const DEMO: Record<string, Array<[string, string | null, boolean, boolean?]>> = {
  Electrical: [
    ['مهندس كهربائي', 'Electrical engineer — يعتمد مخططات الأحمال والتمديدات', true],
    ['فني كهرباء', 'Electrician', false],
    ['مهندس إنارة', 'Lighting engineer', false],
  ],
  Plumbing: [
    ['مهندس صحي', 'Sanitary engineer — شبكات المياه والصرف', true],
    ['فني سباكة', 'Plumber', false],
  ],
  Structural: [
    ['مهندس إنشائي', 'Structural engineer — يعتمد الهياكل والمظلات', true],
    ['مهندس مدني', 'Civil engineer', false],
  ],
  Safety: [
    ['مسؤول سلامة', 'Safety officer — مطلوب في كل مخيم', true],
    ['مشرف سلامة مهنية', 'Occupational safety supervisor', false],
  ],
  HVAC: [
    ['مهندس تكييف', 'HVAC engineer', true],
    ['فني تبريد', 'Refrigeration technician', false],
  ],
  Telecom: [['مهندس اتصالات', 'Telecom engineer', false]],
  Architectural: [
    ['مهندس معماري', 'Architect — يعتمد المخطط العام للمخيم', true],
    ['مصمم داخلي', 'Interior designer', false, false],
  ],
  Surveying: [['مساح', 'Land surveyor — يثبت حدود المخيم على الطبيعة', true]],
  'Civil defence': [['استشاري دفاع مدني', 'Civil defence consultant', true]],
  'Public health and sanitation': [['أخصائي صحة بيئية', 'Environmental health specialist', false]],
  'Roads and traffic': [['مهندس طرق', 'Roads engineer', false]],
  'Fire alarm': [['فني إنذار حريق', 'Fire alarm technician', false, false]],
  Catering: [['مشرف إعاشة', 'Catering supervisor', false, false]],
};

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const found = await tx
    .select({ id: categories.id, nameEn: categories.nameEn })
    .from(categories)
    .where(inArray(categories.nameEn, Object.keys(DEMO)));
  const rows = found.flatMap((c) => (DEMO[c.nameEn] ?? []).map(([name, note, isReq, active]) => ({ name, note, isReq, active: active ?? true, catId: c.id })));
  if (rows.length) await tx.insert(specialists).values(rows).onConflictDoNothing();
}
