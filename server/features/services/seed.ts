/**
 * Demo services: the works a Muzdalifah camp's order asks for — tents, canopies, air-conditioning,
 * electrical works, lighting, firefighting and fire alarms, water tanks, washrooms, kitchens and
 * catering, signage, telecom, the boundary survey — each under one of the demo specialties (found by
 * name, as server/features/specialists/seed.ts seeds them) with the days its works take; then their
 * inputs (the number of tents, a capacity in tons, a drawing file, a planned start date…). Both are
 * written here: areas outside SEED_ORDER run alphabetically (serviceInputs before services), and an
 * area imports no other area's seed. Two statements.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { specialists } from '../specialists/table';
import { serviceInputs } from '../serviceInputs/table';
import type { InputType } from '../../../shared/rules/serviceInputs';
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

/** service (Arabic name) → [name, name_en, type, mandatory] */
const SERVICE_INPUTS: Record<string, Array<[string, string, InputType, boolean]>> = {
  'تركيب الخيام': [
    ['عدد الخيام', 'Number of tents', 'number', true],
    ['مخطط توزيع الخيام', 'Tent layout drawing', 'file', true],
    ['تاريخ بدء التركيب المخطط', 'Planned installation start date', 'date', true],
  ],
  'تركيب المظلات': [
    ['مساحة التظليل بالمتر المربع', 'Shaded area in m²', 'number', true],
    ['المخطط الإنشائي للمظلات', 'Canopy structural drawing', 'file', true],
  ],
  'تركيب وحدات التكييف': [
    ['عدد وحدات التكييف', 'Number of air-conditioning units', 'number', true],
    ['السعة التبريدية بالطن', 'Cooling capacity in tons', 'number', true],
    ['جدول الأحمال الحرارية', 'Heat load schedule', 'file', false],
  ],
  'صيانة وحدات التبريد': [
    ['عدد الوحدات', 'Number of units', 'number', true],
    ['ملاحظات الصيانة', 'Maintenance notes', 'text', false],
  ],
  'التمديدات الكهربائية': [
    ['الحمل الكهربائي المطلوب بالكيلوواط', 'Required electrical load in kW', 'number', true],
    ['المخطط الكهربائي', 'Electrical drawing', 'file', true],
    ['رقم عداد الكهرباء', 'Electricity meter number', 'text', false],
  ],
  'تركيب الإنارة': [
    ['عدد أعمدة الإنارة', 'Number of light poles', 'number', true],
    ['مخطط الإنارة', 'Lighting drawing', 'file', false],
  ],
  'أنظمة مكافحة الحريق': [
    ['عدد طفايات الحريق', 'Number of fire extinguishers', 'number', true],
    ['مخطط شبكة الإطفاء', 'Firefighting network drawing', 'file', true],
    ['تاريخ اختبار الشبكة', 'Network test date', 'date', false],
  ],
  'أنظمة إنذار الحريق': [
    ['عدد كواشف الدخان', 'Number of smoke detectors', 'number', true],
    ['شهادة اعتماد المقاول', "Contractor's accreditation certificate", 'file', true],
  ],
  'خزانات المياه': [
    ['سعة الخزانات باللتر', 'Tank capacity in litres', 'number', true],
    ['عدد الخزانات', 'Number of tanks', 'number', true],
  ],
  'وحدات دورات المياه': [
    ['عدد دورات المياه', 'Number of washrooms', 'number', true],
    ['عدد المغاسل', 'Number of washbasins', 'number', false],
    ['مخطط الصرف الصحي', 'Drainage drawing', 'file', true],
  ],
  'المطابخ والإعاشة': [
    ['عدد الوجبات اليومية', 'Meals per day', 'number', true],
    ['رخصة المطبخ المركزي', 'Central kitchen licence', 'file', true],
    ['تاريخ بدء التشغيل', 'Operation start date', 'date', true],
  ],
  'اللوحات الإرشادية': [
    ['عدد اللوحات', 'Number of signs', 'number', true],
    ['نص اللوحة الرئيسية', 'Main sign text', 'text', false],
  ],
  'شبكة الاتصالات والإنترنت': [['عدد نقاط الوصول', 'Number of access points', 'number', true]],
  'الرفع المساحي لحدود المخيم': [
    ['ملف الرفع المساحي', 'Survey file', 'file', true],
    ['تاريخ الرفع', 'Survey date', 'date', false],
  ],
};

/** The demo inputs of the services just written (their ids by Arabic name). */
async function demoInputs(tx: Tx, serviceIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...serviceIds].flatMap(([service, serviceId]) => (SERVICE_INPUTS[service] ?? []).map(([name, nameEn, type, required]) => ({ serviceId, name, nameEn, type, required })));
  if (rows.length) await tx.insert(serviceInputs).values(rows);
}
