/**
 * Demo licences: the kinds of licence a Muzdalifah camp's order ends in — the season licences of
 * what is built and installed there (tents and canopies, electricity, water, fire safety) and the
 * temporary ones (a kitchen, a store, signs, an event), each with its validity in days. One
 * statement; a name already there is left as it is.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { licenses } from './table';

/** [Arabic name, English name, validity days, temporary, description] */
export const DEMO_LICENSES: ReadonlyArray<readonly [string, string, number, boolean, string]> = [
  ['رخصة إنشاء الخيام والمظلات', 'Tents and canopies construction licence', 120, false, 'تركيب الخيام المطورة والمظلات والممرات المظللة داخل حدود المخيم وفق المخطط المعتمد.'],
  ['رخصة التمديدات الكهربائية', 'Electrical installation licence', 120, false, 'تمديد لوحات التوزيع والكابلات والإنارة والتكييف، بعد اعتماد مخطط الأحمال من المكتب الهندسي.'],
  ['رخصة تمديدات المياه والصرف', 'Water and drainage installation licence', 120, false, 'توصيل خزانات المياه ودورات المياه ومغاسل الوضوء بشبكتي المياه والصرف.'],
  ['رخصة أنظمة السلامة والإطفاء', 'Fire safety systems licence', 90, false, 'تركيب طفايات الحريق وشبكة الإنذار ومخارج الطوارئ واللوحات الإرشادية للإخلاء.'],
  ['رخصة مطبخ مؤقت', 'Temporary kitchen licence', 30, true, 'تشغيل مطبخ لإعداد وجبات الحجاج داخل المخيم خلال أيام المشاعر، مع اشتراطات الغاز والتهوية.'],
  ['رخصة مستودع تخزين مؤقت', 'Temporary storage licence', 45, true, 'مستودع لتخزين المواد الغذائية والمياه والفرش، بعيداً عن ممرات الحركة ومصادر الحرارة.'],
  ['رخصة لوحات إرشادية وإعلانية', 'Signage licence', 60, true, 'تثبيت لوحات أسماء المخيمات والإرشاد على البوابات والأسوار دون إعاقة الطريق.'],
  ['رخصة فعالية مؤقتة', 'Temporary event licence', 3, true, 'إقامة محاضرة توعوية أو لقاء للحجاج في ساحة المخيم، بعدد حضور محدد.'],
  ['رخصة تركيب مولد كهربائي احتياطي', 'Standby generator licence', 30, true, 'تركيب مولد احتياطي مع خزان وقوده وحاجز عازل للضوضاء في الموقع المحدد بالمخطط.'],
];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  await tx
    .insert(licenses)
    .values(DEMO_LICENSES.map(([name, nameEn, validityDays, isTemporary, description]) => ({ name, nameEn, validityDays, isTemporary, description })))
    .onConflictDoNothing();
}
