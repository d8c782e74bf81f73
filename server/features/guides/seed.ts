/**
 * Demo engineering guides: the guides design offices work to when they design what is built in a
 * Muzdalifah camp, in both languages, in one insert.
 *
 * No guide files: a demo seed has no storage to write them to (server/seed/areas.ts gives it the
 * database only), and a `files` row without its bytes would be a broken download. The file is
 * required (spec 001 §5) where a guide is written — the form and the API — so the demo guides show
 * "No file yet" and cannot be saved again until an administrator attaches one. Demo data only: a
 * real database starts with none.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { guides } from './table';

export const DEMO_GUIDES: Array<{ title: string; titleEn: string; description: string }> = [
  {
    title: 'دليل الخيام والمظلات',
    titleEn: 'Tents and canopies guide',
    description: 'اشتراطات تصميم وتركيب الخيام والمظلات في المخيمات: المواد المقاومة للاشتعال، والمسافات بين الخيام، والتثبيت ومقاومة الرياح، وارتفاعات المداخل.',
  },
  {
    title: 'دليل التمديدات الكهربائية',
    titleEn: 'Electrical installations guide',
    description: 'متطلبات اللوحات والقواطع والكابلات والتأريض والإنارة في المخيمات، وطريقة احتساب الأحمال وتوزيعها على العدادات.',
  },
  {
    title: 'دليل مكافحة الحريق',
    titleEn: 'Firefighting guide',
    description: 'أنظمة الإطفاء والإنذار المطلوبة في المخيمات: شبكات الرش، وطفايات الحريق وتوزيعها، ومخارج الطوارئ ولوحاتها الإرشادية.',
  },
  {
    title: 'دليل المطابخ',
    titleEn: 'Kitchens guide',
    description: 'اشتراطات مطابخ المخيمات: مواقعها وفصلها عن الخيام، وتهويتها وشفط الأدخنة، وتخزين أسطوانات الغاز، وأنظمة الإطفاء فوق مواقد الطهي.',
  },
  {
    title: 'دليل دورات المياه والصرف الصحي',
    titleEn: 'Washrooms and drainage guide',
    description: 'أعداد دورات المياه المطلوبة بحسب عدد الحجاج، ومواصفات خزانات المياه العلوية وشبكات الصرف وربطها بالشبكة العامة.',
  },
  {
    title: 'دليل التكييف والتهوية',
    titleEn: 'Air conditioning and ventilation guide',
    description: 'اختيار وحدات التكييف الصحراوي والتهوية للخيام، وأماكن تركيبها وتمديداتها المائية والكهربائية الآمنة.',
  },
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  // a day apart, oldest first, so the list's newest-first order is this list's reversed
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(guides).values(
    DEMO_GUIDES.map((g, i) => {
      const at = new Date(now.getTime() - (DEMO_GUIDES.length - i) * day);
      return { ...g, createdAt: at, updatedAt: at };
    }),
  );
}
