/**
 * Demo location licences: the kinds of licence a location order ends in at Muzdalifah — what is
 * built or done on a site itself rather than inside a camp (site preparation, a site office, water
 * and power connections, a crane, a road closure, a sign on the road), each with its validity in
 * days. One statement; a name already there is left as it is.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { locationLicenses } from './table';

/** [Arabic name, English name, validity days, temporary, description] */
export const DEMO_LOCATION_LICENSES: ReadonlyArray<readonly [string, string, number, boolean, string]> = [
  ['رخصة تهيئة وتسوية الموقع', 'Site preparation and levelling licence', 90, false, 'تسوية أرض الموقع وردم المنخفضات وتحديد حدوده بالأوتاد قبل البدء في التركيب.'],
  ['رخصة توصيل الكهرباء للموقع', 'Site power connection licence', 150, false, 'توصيل الموقع بأقرب محطة تحويل وتركيب العداد ولوحة التوزيع الرئيسية.'],
  ['رخصة توصيل المياه للموقع', 'Site water connection licence', 150, false, 'توصيل الموقع بشبكة المياه العامة وتركيب عداد المياه وصمامات العزل.'],
  ['رخصة سور وبوابات الموقع', 'Site fence and gates licence', 120, false, 'إقامة السور المؤقت حول الموقع وبوابات الدخول والطوارئ وفق المخطط المعتمد.'],
  ['رخصة مكتب موقع مؤقت', 'Temporary site office licence', 60, true, 'كرفان لإدارة الأعمال في الموقع خلال فترة التجهيز، يزال قبل وصول الحجاج.'],
  ['رخصة تشغيل رافعة', 'Crane operation licence', 14, true, 'تشغيل رافعة متحركة لتركيب المظلات والخزانات، مع منطقة أمان محددة حولها.'],
  ['رخصة إغلاق جزئي للطريق', 'Partial road closure licence', 2, true, 'إغلاق حارة من الطريق المحاذي للموقع لتفريغ المواد، في ساعات محددة.'],
];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  await tx
    .insert(locationLicenses)
    .values(DEMO_LOCATION_LICENSES.map(([name, nameEn, validityDays, isTemporary, description]) => ({ name, nameEn, validityDays, isTemporary, description })))
    .onConflictDoNothing();
}
