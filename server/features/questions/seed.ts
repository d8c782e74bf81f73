/**
 * Demo questions: what is checked when a camp is handed over, in Arabic and English, by category.
 * The temporary-licence form's own questions are reference data (server/features/forms/seed.ts).
 */
import type { Tx } from '../../db/client';
import type { QuestionType } from '../../../shared/rules/questions';
import { questionCategories } from '../questionCategories/table';
import { questions, type QuestionOption } from './table';

type Q = readonly [category: string, ar: string, en: string, type: QuestionType, required: boolean, options?: ReadonlyArray<readonly [string, string]>];

const condition = [
  ['ممتازة', 'Excellent'],
  ['جيدة', 'Good'],
  ['تحتاج صيانة', 'Needs maintenance'],
  ['غير صالحة', 'Unusable'],
] as const;

/** By category's English name; the order is the handover's. */
export const demoQuestions: readonly Q[] = [
  ['Safety', 'هل طفايات الحريق موجودة وصالحة؟', 'Are the fire extinguishers present and valid?', 'yes_no', true],
  ['Safety', 'عدد طفايات الحريق في المخيم', 'Number of fire extinguishers in the camp', 'number', true],
  ['Safety', 'تاريخ انتهاء صلاحية طفايات الحريق', 'Expiry date of the fire extinguishers', 'date', true],
  ['Safety', 'هل مخارج الطوارئ واضحة وغير مسدودة؟', 'Are the emergency exits marked and unobstructed?', 'yes_no', true],
  ['Safety', 'هل أجهزة كشف الدخان تعمل؟', 'Do the smoke detectors work?', 'yes_no', true],
  ['Safety', 'هل حقيبة الإسعافات الأولية متوفرة؟', 'Is a first-aid kit available?', 'yes_no', false],
  ['Safety', 'هل لوحات الإرشاد ونقطة التجمع مثبتة؟', 'Are the guidance signs and the assembly point posted?', 'yes_no', false],
  ['Electrical', 'هل لوحات التوزيع الكهربائية مغلقة ومؤمنة؟', 'Are the electrical distribution boards closed and secured?', 'yes_no', true],
  ['Electrical', 'هل الإنارة الداخلية تعمل في جميع الخيام؟', 'Does the indoor lighting work in every tent?', 'yes_no', true],
  ['Electrical', 'هل إنارة الممرات الخارجية تعمل؟', 'Does the outdoor walkway lighting work?', 'yes_no', true],
  ['Electrical', 'عدد وحدات التكييف العاملة', 'Number of working air-conditioning units', 'number', true],
  ['Electrical', 'حالة التمديدات والكابلات', 'Condition of the wiring and cables', 'choice', true, condition],
  ['Electrical', 'قراءة عداد الكهرباء عند الاستلام', 'Electricity meter reading at handover', 'number', false],
  ['Facilities', 'هل دورات المياه نظيفة وتعمل؟', 'Are the toilets clean and working?', 'yes_no', true],
  ['Facilities', 'عدد دورات المياه الصالحة', 'Number of usable toilets', 'number', true],
  ['Facilities', 'هل خزانات المياه ممتلئة وسليمة؟', 'Are the water tanks full and sound?', 'yes_no', true],
  ['Facilities', 'هل برادات مياه الشرب تعمل؟', 'Do the drinking-water coolers work?', 'yes_no', true],
  ['Facilities', 'حالة المطبخ ومعداته', 'Condition of the kitchen and its equipment', 'choice', false, condition],
  ['Facilities', 'هل مغاسل الوضوء صالحة؟', 'Are the ablution basins usable?', 'yes_no', true],
  ['Tents', 'هل الخيام سليمة وخالية من التمزقات؟', 'Are the tents sound and free of tears?', 'yes_no', true],
  ['Tents', 'عدد الخيام المستلمة', 'Number of tents received', 'number', true],
  ['Tents', 'هل الأرضيات والفرش مستوية ونظيفة؟', 'Are the floors and carpets level and clean?', 'yes_no', true],
  ['Tents', 'هل الأبواب والسحابات تعمل؟', 'Do the doors and zips work?', 'yes_no', false],
  [
    'Tents',
    'نوع الخيام',
    'Type of tents',
    'choice',
    true,
    [
      ['مقاومة للحريق', 'Fire-resistant'],
      ['مكيفة', 'Air-conditioned'],
      ['مظلات', 'Canopies'],
    ],
  ],
  ['Hygiene and catering', 'هل حاويات النفايات متوفرة بعدد كافٍ؟', 'Are there enough waste containers?', 'yes_no', true],
  ['Hygiene and catering', 'هل تم رش المبيدات قبل الاستلام؟', 'Was pest control sprayed before handover?', 'yes_no', false],
  ['Hygiene and catering', 'تاريخ آخر تنظيف شامل', 'Date of the last full cleaning', 'date', false],
  ['Hygiene and catering', 'هل منطقة الإعاشة مهيأة؟', 'Is the catering area ready?', 'yes_no', true],
  ['Kidana field follow-up', 'ملاحظات فريق كدانة الميداني', 'Notes of the Kidana field team', 'text', false],
  ['Kidana field follow-up', 'ملاحظات عامة على المخيم', 'General notes on the camp', 'text', false],
];

export async function demo(tx: Tx): Promise<void> {
  const cats = await tx.select({ id: questionCategories.id, nameEn: questionCategories.nameEn }).from(questionCategories);
  const byName = new Map(cats.map((c) => [c.nameEn, c.id]));
  await tx.insert(questions).values(
    demoQuestions.map(([category, title, titleEn, type, required, options]) => ({
      title,
      titleEn,
      type,
      required,
      categoryId: byName.get(category) ?? null,
      options: (options ?? []).map(([name, nameEn], i): QuestionOption => ({ id: i + 1, name, name_en: nameEn })),
    })),
  );
}
