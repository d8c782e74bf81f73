/**
 * Writes a sample order licence PDF, for people to look at:
 *
 *   node --import tsx scripts/render-licence-sample.ts /tmp/licence.pdf [--services N]
 *
 * Then, e.g., `pdftoppm -png -r 80 /tmp/licence.pdf /tmp/licence-page` to see its pages.
 */
import { writeFileSync } from 'node:fs';
import { orderLicenceParts, renderLicencePdf, type LicenceDocument } from '../server/licence/pdf';
import { licenceVerifyUrl, newLicenceToken } from '../server/licence/token';

const SERVICES: { name: string; specialty: string | null }[] = [
  { name: 'تركيب الخيام المقاومة للحريق', specialty: 'أعمال إنشائية' },
  { name: 'تمديدات الكهرباء والإنارة الداخلية للمخيم', specialty: 'كهرباء' },
  { name: 'تكييف الهواء (وحدات Split بقدرة 24,000 BTU)', specialty: 'تكييف وتبريد' },
  { name: 'دورات المياه ومغاسل الوضوء', specialty: 'سباكة' },
  { name: 'شبكة إطفاء الحريق والإنذار المبكر', specialty: 'سلامة وأمن' },
  { name: 'المطبخ المركزي وتجهيزات الإعاشة', specialty: 'إعاشة' },
  { name: 'الفرش والسجاد والأسرّة', specialty: null },
  { name: 'لوحات الإرشاد واللافتات (عربي / English)', specialty: 'لوحات' },
  { name: 'كاميرات المراقبة CCTV ونظام التحكم بالدخول', specialty: 'أنظمة أمنية' },
  { name: 'مظلات الممرات الخارجية ومسارات ذوي الإعاقة', specialty: 'أعمال إنشائية' },
  { name: 'خزانات المياه سعة 20 م³ ومضخاتها', specialty: 'سباكة' },
  { name: 'العيادة الطبية وغرفة الإسعافات الأولية', specialty: 'خدمات صحية' },
];

export function sampleLicence(services = SERVICES.length, baseUrl = 'https://mashaer.example.sa'): LicenceDocument {
  return {
    number: 'ORD-2026-00042',
    issuedAt: '2026-05-04',
    validUntil: '2026-06-18',
    company: { name: 'شركة مطوفي حجاج الدول العربية للخدمات (أرباب الطوائف)', name_en: 'Arab Countries Pilgrims Mutawifs Company', cr: '4031234567' },
    ...orderLicenceParts(
      'locationOrder',
      { name: 'مخيم الضيافة رقم 12', square: 'مربع 7 / منطقة ب' },
      [
        { role: { ar: 'المقاول', en: 'Contractor' }, name: 'مؤسسة البناء المتقدم للمقاولات العامة' },
        { role: { ar: 'الاستشاري', en: 'Consultant' }, name: 'مكتب الخبراء الهندسيين للاستشارات (Expert Engineers Consulting Office)' },
        { role: { ar: 'مكتب التصميم', en: 'Design office' }, name: 'دار التصميم العمراني Urban Design House' },
        { role: { ar: 'شريك', en: 'Sharer' }, name: 'شركة حجاج جنوب شرق آسيا' },
        { role: { ar: 'شريك', en: 'Sharer' }, name: 'Al Rajhi Hajj Services Co.' },
      ],
      Array.from({ length: services }, (_, i) => SERVICES[i % SERVICES.length]!),
    ),
    verifyUrl: licenceVerifyUrl(baseUrl, 'locationOrder', newLicenceToken()),
    authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node --import tsx scripts/render-licence-sample.ts <out.pdf> [--services N]');
    process.exit(2);
  }
  const n = process.argv.indexOf('--services');
  const licence = sampleLicence(n > 0 ? Number(process.argv[n + 1]) : undefined);
  const pdf = await renderLicencePdf(licence, { lang: 'ar' });
  writeFileSync(out, pdf);
  console.log(`${out}: ${pdf.length} bytes; QR: ${licence.verifyUrl}`);
}
