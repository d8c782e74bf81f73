/**
 * `npm run bench:licence`: how long the server takes to make an order's licence PDF (server/licence/pdf.ts:
 * HarfBuzz shaping, bidi ordering, font subsetting, the QR code) and what it keeps in memory. Renders a
 * licence with Arabic names, mixed Arabic and English, and 12 services: the first render (HarfBuzz's
 * WebAssembly and the fonts load once), then --renders more, reporting the median and 95th percentile and
 * the process's resident memory before and after. docs/performance.md records a run.
 */
import { orderLicenceParts, renderLicencePdf, type LicenceDocument } from '../server/licence/pdf';

const args = process.argv.slice(2);
const RENDERS = Number(args[args.indexOf('--renders') + 1] ?? 200) || 200;

const licence: LicenceDocument = {
  number: 'ORD-2027-00042',
  issuedAt: '2027-04-12',
  validUntil: '2027-06-05',
  company: { name: 'شركة الضيافة لخدمات الحجاج', cr: '4030012345' },
  ...orderLicenceParts(
    'order',
    { name: 'مخيم الضيافة رقم 12', square: 'مربع 7 / منطقة ب' },
    [
      { role: { ar: 'المكتب الهندسي', en: 'Design office' }, name: 'مكتب الإتقان للاستشارات الهندسية' },
      { role: { ar: 'المقاول', en: 'Contractor' }, name: 'مؤسسة البناء المتين للمقاولات' },
      { role: { ar: 'الاستشاري', en: 'Consultant' }, name: 'دار الإشراف الهندسي (Expert Supervision House)' },
      { role: { ar: 'شريك موقّع', en: 'Signing sharer' }, name: 'شركة الرفادة المشاركة' },
    ],
    Array.from({ length: 12 }, (_, i) => ({ name: `تركيب خيام مكيفة — دفعة ${i + 1} (24,000 BTU)`, specialty: i % 2 ? 'كهرباء' : 'أعمال إنشائية' })),
  ),
  verifyUrl: 'https://mashaer.example.sa/orders/qr/uQ8miDcvJl2rTkPsMyOsP4g2HJk40bJb',
  authority: { ar: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة', en: 'Royal Commission for Makkah City and Holy Sites' },
};

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const rssBefore = process.memoryUsage().rss;
let t = performance.now();
const first = await renderLicencePdf(licence, { lang: 'ar' });
const firstMs = performance.now() - t;
const times: number[] = [];
for (let i = 0; i < RENDERS; i++) {
  t = performance.now();
  await renderLicencePdf(licence, { lang: 'ar' });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`| renders | first (ms) | median (ms) | p95 (ms) | PDF (KB) | RSS before → after (MB) |`);
console.log(`|---|---|---|---|---|---|`);
console.log(`| ${RENDERS} | ${firstMs.toFixed(0)} | ${at(0.5)} | ${at(0.95)} | ${(first.length / 1024).toFixed(0)} | ${mb(rssBefore)} → ${mb(process.memoryUsage().rss)} |`);
