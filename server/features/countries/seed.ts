/**
 * The pilgrims' countries (issue 11): reference data every database needs, in Arabic and
 * English with their ISO 3166-1 alpha-2 codes. Written on every start in one statement; a country
 * already there (by code, or by a name an administrator typed without a code) is left as it is,
 * so an administrator's edits survive a restart.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { countries } from './table';

/** [ISO code, Arabic name, English name]: Saudi Arabia (domestic pilgrims) and the countries that send pilgrims. */
export const pilgrimCountries: ReadonlyArray<readonly [string, string, string]> = [
  ['SA', 'المملكة العربية السعودية', 'Saudi Arabia'],
  ['ID', 'إندونيسيا', 'Indonesia'],
  ['PK', 'باكستان', 'Pakistan'],
  ['IN', 'الهند', 'India'],
  ['BD', 'بنغلاديش', 'Bangladesh'],
  ['NG', 'نيجيريا', 'Nigeria'],
  ['EG', 'مصر', 'Egypt'],
  ['TR', 'تركيا', 'Türkiye'],
  ['IR', 'إيران', 'Iran'],
  ['DZ', 'الجزائر', 'Algeria'],
  ['MA', 'المغرب', 'Morocco'],
  ['MY', 'ماليزيا', 'Malaysia'],
  ['SD', 'السودان', 'Sudan'],
  ['IQ', 'العراق', 'Iraq'],
  ['AF', 'أفغانستان', 'Afghanistan'],
  ['YE', 'اليمن', 'Yemen'],
  ['SY', 'سوريا', 'Syria'],
  ['JO', 'الأردن', 'Jordan'],
  ['PS', 'فلسطين', 'Palestine'],
  ['LB', 'لبنان', 'Lebanon'],
  ['TN', 'تونس', 'Tunisia'],
  ['LY', 'ليبيا', 'Libya'],
  ['MR', 'موريتانيا', 'Mauritania'],
  ['SO', 'الصومال', 'Somalia'],
  ['DJ', 'جيبوتي', 'Djibouti'],
  ['KM', 'جزر القمر', 'Comoros'],
  ['KW', 'الكويت', 'Kuwait'],
  ['AE', 'الإمارات العربية المتحدة', 'United Arab Emirates'],
  ['QA', 'قطر', 'Qatar'],
  ['BH', 'البحرين', 'Bahrain'],
  ['OM', 'سلطنة عمان', 'Oman'],
  ['ET', 'إثيوبيا', 'Ethiopia'],
  ['ER', 'إريتريا', 'Eritrea'],
  ['SN', 'السنغال', 'Senegal'],
  ['ML', 'مالي', 'Mali'],
  ['NE', 'النيجر', 'Niger'],
  ['TD', 'تشاد', 'Chad'],
  ['BF', 'بوركينا فاسو', 'Burkina Faso'],
  ['GN', 'غينيا', 'Guinea'],
  ['CI', 'ساحل العاج', "Côte d'Ivoire"],
  ['GH', 'غانا', 'Ghana'],
  ['CM', 'الكاميرون', 'Cameroon'],
  ['GM', 'غامبيا', 'Gambia'],
  ['SL', 'سيراليون', 'Sierra Leone'],
  ['BJ', 'بنين', 'Benin'],
  ['TG', 'توغو', 'Togo'],
  ['TZ', 'تنزانيا', 'Tanzania'],
  ['KE', 'كينيا', 'Kenya'],
  ['UG', 'أوغندا', 'Uganda'],
  ['MW', 'ملاوي', 'Malawi'],
  ['MZ', 'موزمبيق', 'Mozambique'],
  ['ZA', 'جنوب أفريقيا', 'South Africa'],
  ['UZ', 'أوزبكستان', 'Uzbekistan'],
  ['KZ', 'كازاخستان', 'Kazakhstan'],
  ['KG', 'قيرغيزستان', 'Kyrgyzstan'],
  ['TJ', 'طاجيكستان', 'Tajikistan'],
  ['TM', 'تركمانستان', 'Turkmenistan'],
  ['AZ', 'أذربيجان', 'Azerbaijan'],
  ['RU', 'روسيا', 'Russia'],
  ['CN', 'الصين', 'China'],
  ['TH', 'تايلاند', 'Thailand'],
  ['PH', 'الفلبين', 'Philippines'],
  ['SG', 'سنغافورة', 'Singapore'],
  ['BN', 'بروناي', 'Brunei'],
  ['LK', 'سريلانكا', 'Sri Lanka'],
  ['MV', 'جزر المالديف', 'Maldives'],
  ['NP', 'نيبال', 'Nepal'],
  ['MM', 'ميانمار', 'Myanmar'],
  ['BA', 'البوسنة والهرسك', 'Bosnia and Herzegovina'],
  ['AL', 'ألبانيا', 'Albania'],
  ['MK', 'مقدونيا الشمالية', 'North Macedonia'],
  ['GB', 'المملكة المتحدة', 'United Kingdom'],
  ['FR', 'فرنسا', 'France'],
  ['DE', 'ألمانيا', 'Germany'],
  ['NL', 'هولندا', 'Netherlands'],
  ['BE', 'بلجيكا', 'Belgium'],
  ['US', 'الولايات المتحدة الأمريكية', 'United States'],
  ['CA', 'كندا', 'Canada'],
  ['AU', 'أستراليا', 'Australia'],
];

export async function reference(tx: Tx): Promise<void> {
  // any unique index (code, Arabic or English name) already holding the country keeps it as it is
  await tx
    .insert(countries)
    .values(pilgrimCountries.map(([isoCode, name, nameEn]) => ({ isoCode, name, nameEn })))
    .onConflictDoNothing();
}

/** The seeded countries' ids by ISO code (for other areas' demo data, e.g. an assignment's country). */
export async function countryIdsByIso(tx: DbOrTx, codes: readonly string[] = pilgrimCountries.map(([c]) => c)): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: countries.id, iso: countries.isoCode })
    .from(countries)
    .where(inArray(countries.isoCode, [...codes]));
  return new Map(rows.map((r) => [r.iso!, r.id]));
}
