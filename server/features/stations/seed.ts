/**
 * Demo stations: 24 of Muzdalifah's service points — water, first aid, electricity, transport (the
 * Mashaer train's three stations, the bus points), civil defence and toilets — most in one of the
 * demo squares (found by their codes MZ-01 … MZ-16, as the squares' demo seed codes them), the
 * train and road points on the ground's edges in none. One statement.
 */
import { like } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import type { StationKind } from '../../../shared/rules/stations';
import { squares } from '../squares/table';
import { stations } from './table';

/** [kind, Arabic name, English name, square number or null, where it stands] */
const demoStations: ReadonlyArray<[StationKind, string, string, number | null, string | null]> = [
  ['water', 'نقطة مياه 1', 'Water point 1', 1, 'عند المدخل الشمالي للمربع'],
  ['water', 'نقطة مياه 2', 'Water point 2', 3, null],
  ['water', 'نقطة مياه 3', 'Water point 3', 6, 'بجوار دورات المياه العامة'],
  ['water', 'نقطة مياه 4', 'Water point 4', 9, null],
  ['water', 'نقطة مياه 5', 'Water point 5', 12, 'على طريق المشاة رقم 5'],
  ['water', 'خزان المياه الرئيسي', 'Main water tank', 15, 'الطرف الجنوبي للمربع'],
  ['first_aid', 'مركز إسعاف المشعر الحرام', 'Al-Mashar Al-Haram first aid centre', 2, 'جنوب مسجد المشعر الحرام'],
  ['first_aid', 'نقطة إسعاف 2', 'First aid point 2', 7, null],
  ['first_aid', 'نقطة إسعاف 3', 'First aid point 3', 11, 'بجوار نقطة المياه'],
  ['first_aid', 'نقطة إسعاف 4', 'First aid point 4', 14, null],
  ['electricity', 'محطة كهرباء فرعية 1', 'Substation 1', 4, 'خلف المخيمات المطورة'],
  ['electricity', 'محطة كهرباء فرعية 2', 'Substation 2', 8, null],
  ['electricity', 'محطة كهرباء فرعية 3', 'Substation 3', 13, null],
  ['electricity', 'مولد احتياطي', 'Standby generator', 16, 'عند حد وادي محسر'],
  ['transport', 'محطة المزدلفة 1 لقطار المشاعر', 'Muzdalifah 1 Mashaer train station', null, 'شمال المربع 4'],
  ['transport', 'محطة المزدلفة 2 لقطار المشاعر', 'Muzdalifah 2 Mashaer train station', null, 'شرق المربع 7'],
  ['transport', 'محطة المزدلفة 3 لقطار المشاعر', 'Muzdalifah 3 Mashaer train station', null, 'غرب المربع 12'],
  ['transport', 'موقف الحافلات الشمالي', 'North bus stop', 5, null],
  ['transport', 'موقف الحافلات الجنوبي', 'South bus stop', 10, null],
  ['civil_defense', 'مركز الدفاع المدني', 'Civil defence centre', 6, 'على الطريق الدائري'],
  ['civil_defense', 'نقطة إطفاء 2', 'Fire point 2', 12, null],
  ['toilets', 'دورات مياه عامة 1', 'Public toilets 1', 3, null],
  ['toilets', 'دورات مياه عامة 2', 'Public toilets 2', 9, 'قرب نقطة المياه 4'],
  ['toilets', 'دورات مياه عامة 3', 'Public toilets 3', 14, null],
];

export async function demo(tx: Tx, _demo: DemoSeedContext): Promise<void> {
  const rows = await tx.select({ id: squares.id, code: squares.code }).from(squares).where(like(squares.code, 'MZ-%'));
  const byNumber = new Map(rows.map((r) => [Number(r.code.slice(3)), r.id]));
  await tx
    .insert(stations)
    .values(demoStations.map(([kind, name, nameEn, square, location]) => ({ kind, name, nameEn, squareId: square === null ? null : (byNumber.get(square) ?? null), location })))
    .onConflictDoNothing();
}
