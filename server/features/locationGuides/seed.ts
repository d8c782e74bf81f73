/**
 * Demo location engineering guides: the guides design offices work to for location orders — works
 * on Muzdalifah sites outside the camps (service points, plots, stations) — in both languages, in
 * one insert.
 *
 * No guide files: a demo seed has no storage to write them to (server/seed/areas.ts gives it the
 * database only), and a `files` row without its bytes would be a broken download. The file is
 * required (spec 001 §5) where a guide is written — the form and the API — so the demo guides show
 * "No file yet" and cannot be saved again until an administrator attaches one. Demo data only.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { locationGuides } from './table';

export const DEMO_LOCATION_GUIDES: Array<{ title: string; titleEn: string; description: string }> = [
  {
    title: 'دليل المنشآت المؤقتة في المواقع',
    titleEn: 'Temporary structures on sites guide',
    description: 'اشتراطات تصميم المنشآت المؤقتة في المواقع خارج المخيمات وتثبيتها: المواد المعتمدة، والأحمال، والارتدادات عن الطرق والمرافق.',
  },
  {
    title: 'دليل المطابخ المركزية',
    titleEn: 'Central kitchens guide',
    description: 'اشتراطات المطابخ المركزية التي تخدم المخيمات من مواقع مستقلة: فصل مناطق التحضير والطهي، والتهوية، وتخزين الغاز، وأنظمة الإطفاء.',
  },
  {
    title: 'دليل اللوحات الإرشادية والإعلانية',
    titleEn: 'Signage guide',
    description: 'مقاسات اللوحات الإرشادية والإعلانية في المواقع ومواضعها وإنارتها، ولغاتها، وما يلزم لسلامة تثبيتها.',
  },
  {
    title: 'دليل محطات الخدمة ونقاط التوزيع',
    titleEn: 'Service stations and distribution points guide',
    description: 'تصميم محطات الخدمة ونقاط توزيع المياه والوجبات في المشعر: مساحات الانتظار، ومسارات الحشود، والتوصيلات الكهربائية والمائية.',
  },
  {
    title: 'دليل مكافحة الحريق في المواقع',
    titleEn: 'Site firefighting guide',
    description: 'متطلبات الإطفاء والإنذار في المواقع والمستودعات المؤقتة: الطفايات، ومصادر المياه، ومسافات الأمان، ومخارج الطوارئ.',
  },
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  // a day apart, oldest first, so the list's newest-first order is this list's reversed
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(locationGuides).values(
    DEMO_LOCATION_GUIDES.map((g, i) => {
      const at = new Date(now.getTime() - (DEMO_LOCATION_GUIDES.length - i) * day);
      return { ...g, createdAt: at, updatedAt: at };
    }),
  );
}
