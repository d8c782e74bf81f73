/**
 * Demo location pledges: the commitments a company signs and uploads with a location order — an
 * order for a site in Muzdalifah outside the camps (a service point, a plot, a station) — in both
 * languages, in one insert: two fire pledges, four required for every location order.
 *
 * No template files: a demo seed has no storage to write them to (server/seed/areas.ts gives it the
 * database only), and a `files` row without its bytes would be a broken download. The screens show
 * "No template" and an administrator uploads one through the form. Demo data only.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { locationPledges } from './table';

interface DemoLocationPledge {
  title: string;
  titleEn: string;
  body: string;
  isFire?: true;
  isRequired?: true;
}

export const DEMO_LOCATION_PLEDGES: DemoLocationPledge[] = [
  {
    title: 'تعهد السلامة من الحريق في الموقع',
    titleEn: 'Site fire safety pledge',
    body: 'نتعهد بتجهيز الموقع بطفايات حريق معتمدة من الدفاع المدني وبإبعاد المواد القابلة للاشتعال عن مصادر الحرارة والكهرباء طوال مدة الترخيص.',
    isFire: true,
    isRequired: true,
  },
  {
    title: 'تعهد تخزين أسطوانات الغاز',
    titleEn: 'Gas cylinder storage pledge',
    body: 'نتعهد بتخزين أسطوانات الغاز خارج المباني المؤقتة في أقفاص مهواة ومظللة، وبعدم تجاوز الكمية المرخص بها.',
    isFire: true,
  },
  {
    title: 'تعهد عدم التعدي على الطرق والمشاة',
    titleEn: 'No encroachment on roads and walkways pledge',
    body: 'نتعهد بأن تبقى أعمال الموقع داخل حدوده المعتمدة في الكروكي، وبعدم إشغال الطرق أو ممرات المشاة أو مسارات الطوارئ.',
    isRequired: true,
  },
  {
    title: 'تعهد السلامة الكهربائية للموقع',
    titleEn: 'Site electrical safety pledge',
    body: 'نتعهد بأن يكون توصيل الكهرباء للموقع من المصدر المعتمد فقط وبكابلات معزولة ومدفونة أو معلقة على الارتفاع المطلوب.',
    isRequired: true,
  },
  {
    title: 'تعهد إزالة المنشآت المؤقتة',
    titleEn: 'Temporary structures removal pledge',
    body: 'نتعهد بإزالة المنشآت والتجهيزات المؤقتة في الموقع وتسليمه نظيفاً خلال المدة التي تحددها الهيئة بعد الموسم.',
    isRequired: true,
  },
  {
    title: 'تعهد المحافظة على المرافق العامة',
    titleEn: 'Public utilities protection pledge',
    body: 'نتعهد بعدم المساس بشبكات المياه والصرف والاتصالات والإنارة العامة المارة بالموقع، وبإصلاح ما يتلف منها على نفقتنا.',
  },
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  // a day apart, oldest first, so the list's newest-first order is this list's reversed
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(locationPledges).values(
    DEMO_LOCATION_PLEDGES.map((p, i) => {
      const at = new Date(now.getTime() - (DEMO_LOCATION_PLEDGES.length - i) * day);
      return { title: p.title, titleEn: p.titleEn, body: p.body, isFire: p.isFire ?? false, isRequired: p.isRequired ?? false, createdAt: at, updatedAt: at };
    }),
  );
}
