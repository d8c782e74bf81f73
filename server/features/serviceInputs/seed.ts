/**
 * Demo service inputs: what an order's filer enters for each demo service (the number of tents, a
 * capacity in tons, a drawing file, a planned start date…), by the service's Arabic name. Written by
 * the services' demo seed (server/features/services/seed.ts) right after the services, so this
 * file exports no `demo` of its own (areas not in SEED_ORDER run alphabetically, and serviceInputs
 * would come before services). One statement.
 */
import type { Tx } from '../../db/client';
import type { InputType } from '../../../shared/rules/serviceInputs';
import { serviceInputs } from './table';

/** service (Arabic name) → [name, name_en, type, mandatory] */
export const SERVICE_INPUTS: Record<string, Array<[string, string, InputType, boolean]>> = {
  'تركيب الخيام': [
    ['عدد الخيام', 'Number of tents', 'number', true],
    ['مخطط توزيع الخيام', 'Tent layout drawing', 'file', true],
    ['تاريخ بدء التركيب المخطط', 'Planned installation start date', 'date', true],
  ],
  'تركيب المظلات': [
    ['مساحة التظليل بالمتر المربع', 'Shaded area in m²', 'number', true],
    ['المخطط الإنشائي للمظلات', 'Canopy structural drawing', 'file', true],
  ],
  'تركيب وحدات التكييف': [
    ['عدد وحدات التكييف', 'Number of air-conditioning units', 'number', true],
    ['السعة التبريدية بالطن', 'Cooling capacity in tons', 'number', true],
    ['جدول الأحمال الحرارية', 'Heat load schedule', 'file', false],
  ],
  'صيانة وحدات التبريد': [
    ['عدد الوحدات', 'Number of units', 'number', true],
    ['ملاحظات الصيانة', 'Maintenance notes', 'text', false],
  ],
  'التمديدات الكهربائية': [
    ['الحمل الكهربائي المطلوب بالكيلوواط', 'Required electrical load in kW', 'number', true],
    ['المخطط الكهربائي', 'Electrical drawing', 'file', true],
    ['رقم عداد الكهرباء', 'Electricity meter number', 'text', false],
  ],
  'تركيب الإنارة': [
    ['عدد أعمدة الإنارة', 'Number of light poles', 'number', true],
    ['مخطط الإنارة', 'Lighting drawing', 'file', false],
  ],
  'أنظمة مكافحة الحريق': [
    ['عدد طفايات الحريق', 'Number of fire extinguishers', 'number', true],
    ['مخطط شبكة الإطفاء', 'Firefighting network drawing', 'file', true],
    ['تاريخ اختبار الشبكة', 'Network test date', 'date', false],
  ],
  'أنظمة إنذار الحريق': [
    ['عدد كواشف الدخان', 'Number of smoke detectors', 'number', true],
    ['شهادة اعتماد المقاول', "Contractor's accreditation certificate", 'file', true],
  ],
  'خزانات المياه': [
    ['سعة الخزانات باللتر', 'Tank capacity in litres', 'number', true],
    ['عدد الخزانات', 'Number of tanks', 'number', true],
  ],
  'وحدات دورات المياه': [
    ['عدد دورات المياه', 'Number of washrooms', 'number', true],
    ['عدد المغاسل', 'Number of washbasins', 'number', false],
    ['مخطط الصرف الصحي', 'Drainage drawing', 'file', true],
  ],
  'المطابخ والإعاشة': [
    ['عدد الوجبات اليومية', 'Meals per day', 'number', true],
    ['رخصة المطبخ المركزي', 'Central kitchen licence', 'file', true],
    ['تاريخ بدء التشغيل', 'Operation start date', 'date', true],
  ],
  'اللوحات الإرشادية': [
    ['عدد اللوحات', 'Number of signs', 'number', true],
    ['نص اللوحة الرئيسية', 'Main sign text', 'text', false],
  ],
  'شبكة الاتصالات والإنترنت': [['عدد نقاط الوصول', 'Number of access points', 'number', true]],
  'الرفع المساحي لحدود المخيم': [
    ['ملف الرفع المساحي', 'Survey file', 'file', true],
    ['تاريخ الرفع', 'Survey date', 'date', false],
  ],
};

/** The demo inputs of the services just written (their ids by Arabic name). */
export async function demoInputs(tx: Tx, serviceIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...serviceIds].flatMap(([service, serviceId]) => (SERVICE_INPUTS[service] ?? []).map(([name, nameEn, type, required]) => ({ serviceId, name, nameEn, type, required })));
  if (rows.length) await tx.insert(serviceInputs).values(rows);
}
