/**
 * Demo location specialties: the specialties a location order names for the works at Muzdalifah's
 * stations, walkways and paths, each in a demo category (found by the categories' English names, as
 * server/features/categories/seed.ts seeds them), some required on every location order of their
 * category; then the family's services at stations, walkways and paths with the days their works
 * take, and their inputs (station numbers, path lengths, drawings, survey files). All three are
 * written here: areas outside SEED_ORDER run alphabetically (this folder is the family's last), and
 * an area imports no other area's seed.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { categories } from '../categories/table';
import { locationServices } from '../locationServices/table';
import { locationServiceInputs } from '../locationServiceInputs/table';
import type { InputType } from '../../../shared/rules/serviceInputs';
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

/** [name, name_en, specialty (Arabic name), count_day, description] */
const SERVICES: Array<[string, string, string, number, string]> = [
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
async function demoLocationServices(tx: Tx, specialtyIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = SERVICES.flatMap(([name, nameEn, of, countDay, description]) => {
    const specialistId = specialtyIds.get(of);
    return specialistId ? [{ name, nameEn, specialistId, countDay, description }] : [];
  });
  if (!rows.length) return;
  const written = await tx.insert(locationServices).values(rows).onConflictDoNothing().returning({ id: locationServices.id, name: locationServices.name });
  await demoLocationInputs(tx, new Map(written.map((s) => [s.name, s.id])));
}

/** location service (Arabic name) → [name, name_en, type, mandatory] */
const LOCATION_SERVICE_INPUTS: Record<string, Array<[string, string, InputType, boolean]>> = {
  'تنفيذ محطة انتظار': [
    ['رقم المحطة', 'Station number', 'text', true],
    ['مساحة المحطة بالمتر المربع', 'Station area in m²', 'number', true],
    ['المخطط الإنشائي للمحطة', 'Station structural drawing', 'file', true],
  ],
  'تظليل الممرات': [
    ['طول الممر المظلل بالمتر', 'Shaded walkway length in metres', 'number', true],
    ['مخطط التظليل', 'Shading drawing', 'file', true],
  ],
  'رصف المسارات': [
    ['طول المسار بالمتر', 'Path length in metres', 'number', true],
    ['عرض المسار بالمتر', 'Path width in metres', 'number', true],
    ['تاريخ بدء الرصف المخطط', 'Planned paving start date', 'date', true],
  ],
  'إنارة الممرات': [
    ['عدد أعمدة الإنارة', 'Number of light poles', 'number', true],
    ['المخطط الكهربائي', 'Electrical drawing', 'file', false],
  ],
  'لوحات إرشاد المسارات': [
    ['عدد اللوحات', 'Number of signs', 'number', true],
    ['نص اللوحة', 'Sign text', 'text', false],
  ],
  'حواجز تنظيم الحشود': [['طول الحواجز بالمتر', 'Barrier length in metres', 'number', true]],
  'الرفع المساحي للموقع': [
    ['ملف الرفع المساحي', 'Survey file', 'file', true],
    ['تاريخ الرفع', 'Survey date', 'date', false],
  ],
  'دورات مياه المحطات': [
    ['عدد الوحدات', 'Number of units', 'number', true],
    ['مخطط الصرف الصحي', 'Drainage drawing', 'file', true],
  ],
};

/** The demo inputs of the location services just written (their ids by Arabic name). */
async function demoLocationInputs(tx: Tx, serviceIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...serviceIds].flatMap(([service, serviceId]) => (LOCATION_SERVICE_INPUTS[service] ?? []).map(([name, nameEn, type, required]) => ({ serviceId, name, nameEn, type, required })));
  if (rows.length) await tx.insert(locationServiceInputs).values(rows);
}
