/**
 * Demo pledges: the commitments a company signs and uploads with an order for its Muzdalifah camp,
 * in both languages, in one insert — three fire pledges (the spec's "fire pledges") and five required
 * for every order (the orders area's required pledge count is 5 on the demo data).
 *
 * No template files: a demo seed has no storage to write them to (server/seed/areas.ts gives it the
 * database only), and a `files` row without its bytes would be a broken download. The screens show
 * "No template" and an administrator uploads one through the form. Demo data only: a real database
 * starts with none.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { pledges } from './table';

interface DemoPledge {
  title: string;
  titleEn: string;
  body: string;
  isFire?: true;
  isRequired?: true;
}

export const DEMO_PLEDGES: DemoPledge[] = [
  {
    title: 'تعهد السلامة من الحريق',
    titleEn: 'Fire safety pledge',
    body: 'نتعهد بتوفير طفايات حريق صالحة ومعتمدة من الدفاع المدني بواقع طفاية لكل خيمة على الأقل، وتدريب العاملين في المخيم على استخدامها، وعدم استخدام أي مواد قابلة للاشتعال في الخيام والمظلات.',
    isFire: true,
    isRequired: true,
  },
  {
    title: 'تعهد منع الطهي المكشوف',
    titleEn: 'No open-flame cooking pledge',
    body: 'نتعهد بعدم استخدام مواقد الغاز أو اللهب المكشوف داخل الخيام أو بينها، وقصر الطهي على المطابخ المرخصة المجهزة بأنظمة إطفاء.',
    isFire: true,
  },
  {
    title: 'تعهد أنظمة الإنذار والإطفاء',
    titleEn: 'Fire alarm and suppression pledge',
    body: 'نتعهد بالمحافظة على شبكة الرش الآلي وأجهزة الإنذار المبكر في المخيم صالحة للعمل طوال الموسم، وعدم العبث بها أو حجبها.',
    isFire: true,
  },
  {
    title: 'تعهد السلامة الكهربائية',
    titleEn: 'Electrical safety pledge',
    body: 'نتعهد بأن تكون جميع التمديدات الكهربائية في المخيم معزولة ومطابقة لكود البناء السعودي، وبعدم تحميل اللوحات والقواطع فوق قدرتها، وبتنفيذها بفنيين مؤهلين.',
    isRequired: true,
  },
  {
    title: 'تعهد إبقاء الممرات خالية',
    titleEn: 'Clear walkways pledge',
    body: 'نتعهد بإبقاء الممرات ومخارج الطوارئ في المخيم وحوله خالية من العوائق والمواد والمركبات طوال موسم الحج.',
    isRequired: true,
  },
  {
    title: 'تعهد إزالة الأعمال بعد الموسم',
    titleEn: 'Post-season removal pledge',
    body: 'نتعهد بإزالة جميع الأعمال والتجهيزات المؤقتة التي نفذناها في المخيم وإعادة الموقع إلى حالته خلال المدة التي تحددها الهيئة بعد انتهاء الموسم، وإلا تُزال على نفقتنا.',
    isRequired: true,
  },
  {
    title: 'تعهد التعاقد مع مقاولين مرخصين',
    titleEn: 'Licensed contractors pledge',
    body: 'نتعهد بعدم تنفيذ أي أعمال في المخيم إلا عن طريق مقاولين مرخصين ومصنفين لدى الجهات المختصة وتحت إشراف استشاري معتمد.',
    isRequired: true,
  },
  {
    title: 'تعهد الالتزام بالأدلة الهندسية',
    titleEn: 'Engineering guides compliance pledge',
    body: 'نتعهد بالالتزام بما ورد في الأدلة الهندسية المعتمدة للخيام والمظلات والتمديدات الكهربائية ومكافحة الحريق والمطابخ عند التصميم والتنفيذ.',
  },
  {
    title: 'تعهد النظافة والإصحاح البيئي',
    titleEn: 'Cleanliness and sanitation pledge',
    body: 'نتعهد بجمع النفايات يومياً في الحاويات المخصصة ونقلها إلى نقاط التجميع المعتمدة، والمحافظة على نظافة دورات المياه.',
  },
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  // a day apart, oldest first, so the list's newest-first order is this list's reversed
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(pledges).values(
    DEMO_PLEDGES.map((p, i) => {
      const at = new Date(now.getTime() - (DEMO_PLEDGES.length - i) * day);
      return { title: p.title, titleEn: p.titleEn, body: p.body, isFire: p.isFire ?? false, isRequired: p.isRequired ?? false, createdAt: at, updatedAt: at };
    }),
  );
}
