/**
 * Forms' seed data.
 * - reference: the temporary-licence form with its fixed id 7 (spec 001 §5, §6: temporary-licence
 *   orders always use form 7), with its questions, written once on a database that has no form 7;
 *   the id sequence is then moved above it so the next form is not refused as a duplicate.
 * - demo: the camp handover form (assign, categorised, signed by Kidana and the service provider,
 *   priced), a readiness form and a general form.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questions } from '../questions/table';
import { formQuestions, formSigners, forms } from './table';
import { demoQuestions } from '../questions/seed';
import { TEMP_LICENSE_FORM_ID, type FormType } from '../../../shared/rules/forms';
import type { QuestionType } from '../../../shared/rules/questions';

const KDANA = 7;
const SERVICE_PROVIDER = 2;
const CONSULTANT = 10;

const tempLicenseQuestions: ReadonlyArray<readonly [string, string, QuestionType, boolean, string]> = [
  ['هل المنشأة المؤقتة مطابقة للمخطط المعتمد؟', 'Does the temporary structure match the approved plan?', 'yes_no', true, '0'],
  ['هل وسائل السلامة متوفرة في المنشأة المؤقتة؟', 'Are safety measures in place at the temporary structure?', 'yes_no', true, '0'],
  ['مساحة المنشأة المؤقتة بالمتر المربع', 'Area of the temporary structure in square metres', 'number', true, '0'],
  ['تاريخ بدء الاستخدام', 'Date the use starts', 'date', true, '0'],
  ['وصف المنشأة المؤقتة والغرض منها', 'Description of the temporary structure and its purpose', 'text', false, '0'],
];

/** Keep the id sequence above every id written by hand (the fixed form 7). */
export async function bumpFormSequence(tx: Tx): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence('forms', 'id'), greatest((select coalesce(max(id), 1) from forms), (select last_value from forms_id_seq)))`);
}

export async function reference(tx: Tx): Promise<void> {
  const [exists] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, TEMP_LICENSE_FORM_ID));
  if (!exists) {
    const qs = await tx
      .insert(questions)
      .values(tempLicenseQuestions.map(([title, titleEn, type, required]) => ({ title, titleEn, type, required })))
      .returning({ id: questions.id });
    await tx.insert(forms).values({
      id: TEMP_LICENSE_FORM_ID,
      name: 'نموذج الرخصة المؤقتة',
      nameEn: 'Temporary licence form',
      type: 'temp_license' satisfies FormType,
      withCategory: false,
      body: 'يقر مقدم الطلب بأن المنشأة المؤقتة ستستخدم خلال المدة المرخصة فقط، وبأنه مسؤول عن سلامتها وإزالتها عند انتهاء الترخيص.',
      bodyEn: 'The applicant declares that the temporary structure will be used only for the licensed period, and is responsible for its safety and for removing it when the licence ends.',
    });
    await tx.insert(formSigners).values({ formId: TEMP_LICENSE_FORM_ID, typeId: KDANA, signerNum: 1 });
    await tx.insert(formQuestions).values(qs.map((q, i) => ({ formId: TEMP_LICENSE_FORM_ID, questionId: q.id, sort: i + 1, price: tempLicenseQuestions[i]![4] })));
  }
  await bumpFormSequence(tx);
}

/** Handover prices (SAR) by answer type: a check that needs a site visit costs more than a note. */
const priceOf = (type: QuestionType, required: boolean) => (type === 'text' ? '0' : required ? (type === 'number' ? '250' : '150') : '75');

export async function demo(tx: Tx): Promise<void> {
  const bank = await tx
    .select({ id: questions.id, title: questions.title, type: questions.type, required: questions.required })
    .from(questions)
    .where(
      inArray(
        questions.title,
        demoQuestions.map((q) => q[1]),
      ),
    );
  const byTitle = new Map(bank.map((q) => [q.title, q]));
  const ordered = demoQuestions.map((q) => byTitle.get(q[1])).filter((q) => q !== undefined);
  const made = await tx
    .insert(forms)
    .values([
      {
        name: 'محضر تسليم مخيم',
        nameEn: 'Camp handover form',
        type: 'assign' satisfies FormType,
        withCategory: true,
        body: 'تم في هذا اليوم تسليم المخيم الموضح بياناته أعلاه إلى الشركة المستلمة بعد معاينته من الطرفين، وتقر الشركة باستلامه بحالته الموضحة في هذا المحضر، وتلتزم بالمحافظة عليه وإعادته عند انتهاء الموسم.',
        bodyEn:
          'On this day the camp described above was handed over to the receiving company after both parties inspected it. The company acknowledges receiving it in the condition recorded in this form, and undertakes to look after it and return it at the end of the season.',
      },
      {
        name: 'نموذج جاهزية المخيم',
        nameEn: 'Camp readiness form',
        type: 'simple_readiness_license' satisfies FormType,
        withCategory: false,
        body: 'تقر الشركة بجاهزية المخيم لاستقبال الحجاج وفق المعايير المعتمدة.',
        bodyEn: 'The company declares the camp ready to receive pilgrims under the approved standards.',
      },
      {
        name: 'نموذج ملاحظات عامة',
        nameEn: 'General notes form',
        type: 'general' satisfies FormType,
        withCategory: false,
        body: null,
        bodyEn: null,
      },
      {
        name: 'محضر إعادة تسليم مخيم',
        nameEn: 'Camp re-delivery form',
        type: 'reassign' satisfies FormType,
        withCategory: true,
        body: 'تم في هذا اليوم إعادة تسليم المخيم الموضح بياناته أعلاه إلى الهيئة بعد معاينته من الطرفين، وتلتزم الشركة بسداد الغرامات المترتبة على ما ثبت من نواقص أو تلفيات.',
        bodyEn:
          'On this day the camp described above was re-delivered to the authority after both parties inspected it. The company undertakes to pay the penalties for the shortcomings and damage found.',
      },
      {
        name: 'محضر قفل مخيم',
        nameEn: 'Camp lock form',
        type: 'lock' satisfies FormType,
        withCategory: false,
        body: 'تم في هذا اليوم قفل المخيم الموضح بياناته أعلاه بعد معاينته، وتلتزم الشركة بسداد الغرامات المترتبة على ما ثبت من نواقص أو تلفيات.',
        bodyEn: 'On this day the camp described above was locked after inspection. The company undertakes to pay the penalties for the shortcomings and damage found.',
      },
    ])
    .returning({ id: forms.id, type: forms.type });
  const [handover, readiness, general, redelivery, lock] = made as unknown as [{ id: number }, { id: number }, { id: number }, { id: number }, { id: number }];
  await tx.insert(formSigners).values([
    { formId: handover.id, typeId: KDANA, signerNum: 1 },
    { formId: handover.id, typeId: SERVICE_PROVIDER, signerNum: 1 },
    { formId: readiness.id, typeId: CONSULTANT, signerNum: 1 },
    { formId: general.id, typeId: KDANA, signerNum: 1 },
    { formId: redelivery.id, typeId: KDANA, signerNum: 1 },
    { formId: redelivery.id, typeId: SERVICE_PROVIDER, signerNum: 1 },
    { formId: lock.id, typeId: KDANA, signerNum: 1 },
    { formId: lock.id, typeId: SERVICE_PROVIDER, signerNum: 1 },
  ]);
  // the handover asks every question but the field team's notes; readiness the must-haves; general the notes
  const handoverQs = ordered.filter((q) => q.type !== 'text');
  const readinessQs = ordered.filter((q) => q.required && q.type === 'yes_no').slice(0, 8);
  const generalQs = ordered.filter((q) => q.type === 'text');
  await tx.insert(formQuestions).values([
    ...handoverQs.map((q, i) => ({ formId: handover.id, questionId: q.id, sort: i + 1, price: priceOf(q.type as QuestionType, q.required) })),
    ...readinessQs.map((q, i) => ({ formId: readiness.id, questionId: q.id, sort: i + 1, price: '100' })),
    ...generalQs.map((q, i) => ({ formId: general.id, questionId: q.id, sort: i + 1, price: '0' })),
    // season end: the same checks as the handover, a "no" or a count of damaged units priced as a penalty
    ...handoverQs.map((q, i) => ({ formId: redelivery.id, questionId: q.id, sort: i + 1, price: q.type === 'number' ? '35.50' : q.required ? '500' : '150' })),
    ...readinessQs.map((q, i) => ({ formId: lock.id, questionId: q.id, sort: i + 1, price: '750' })),
  ]);
}
