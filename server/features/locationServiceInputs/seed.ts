/**
 * Demo location service inputs, by the location service's Arabic name: station numbers, path
 * lengths and widths, drawings, survey files. Written by the location specialties' demo seed
 * (server/features/locationSpecialists/seed.ts, the family's last folder alphabetically) right after
 * the location services, so this file exports no `demo` of its own. One statement.
 */
import type { Tx } from '../../db/client';
import type { InputType } from '../../../shared/rules/serviceInputs';
import { locationServiceInputs } from './table';

/** location service (Arabic name) → [name, name_en, type, mandatory] */
export const LOCATION_SERVICE_INPUTS: Record<string, Array<[string, string, InputType, boolean]>> = {
  'تنفيذ محطة انتظار': [
    ['رقم المحطة', 'Station number', 'text', true],
    ['مساحة المحطة بالمتر المربع', 'Station area in m²', 'number', true],
    ['المخطط الإنشائي للمحطة', 'Station structural drawing', 'file', true],
  ],
  'تظليل الممرات': [
    ['طول الممر المظلل بالمتر', 'Shaded walkway length in metres', 'number', true],
    ['مخطط التظليل', 'Shading drawing', 'file', true],
  ],
  'رصف المسارات': [
    ['طول المسار بالمتر', 'Path length in metres', 'number', true],
    ['عرض المسار بالمتر', 'Path width in metres', 'number', true],
    ['تاريخ بدء الرصف المخطط', 'Planned paving start date', 'date', true],
  ],
  'إنارة الممرات': [
    ['عدد أعمدة الإنارة', 'Number of light poles', 'number', true],
    ['المخطط الكهربائي', 'Electrical drawing', 'file', false],
  ],
  'لوحات إرشاد المسارات': [
    ['عدد اللوحات', 'Number of signs', 'number', true],
    ['نص اللوحة', 'Sign text', 'text', false],
  ],
  'حواجز تنظيم الحشود': [['طول الحواجز بالمتر', 'Barrier length in metres', 'number', true]],
  'الرفع المساحي للموقع': [
    ['ملف الرفع المساحي', 'Survey file', 'file', true],
    ['تاريخ الرفع', 'Survey date', 'date', false],
  ],
  'دورات مياه المحطات': [
    ['عدد الوحدات', 'Number of units', 'number', true],
    ['مخطط الصرف الصحي', 'Drainage drawing', 'file', true],
  ],
};

/** The demo inputs of the location services just written (their ids by Arabic name). */
export async function demoLocationInputs(tx: Tx, serviceIds: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...serviceIds].flatMap(([service, serviceId]) => (LOCATION_SERVICE_INPUTS[service] ?? []).map(([name, nameEn, type, required]) => ({ serviceId, name, nameEn, type, required })));
  if (rows.length) await tx.insert(locationServiceInputs).values(rows);
}
