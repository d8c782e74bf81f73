/** Services for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Service'];

export function servicesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    name_en: null,
    specialist_id: 1,
    count_day: 0,
    description: null,
    get_specialist: { id: 1, name: 'تخصص 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const servicesRows: Row[] = [
  servicesRecord({ id: 1, name: 'تركيب الخيام', name_en: 'Tent installation', specialist_id: 1, get_specialist: { id: 1, name: 'تخصص 1' }, count_day: 10, description: 'نص تجريبي رقم 1' }),
  servicesRecord({ id: 2, name: 'تركيب وحدات التكييف', name_en: 'Air-conditioning units', specialist_id: 2, get_specialist: { id: 2, name: 'تخصص 2' }, count_day: 20, description: 'نص تجريبي رقم 2' }),
  servicesRecord({ id: 3, name: 'أنظمة مكافحة الحريق', name_en: 'Firefighting systems', specialist_id: 3, get_specialist: { id: 3, name: 'تخصص 3' }, count_day: 30, description: 'نص تجريبي رقم 3' }),
];

/** The specialists records the specialist_id filter offers (its list call's first page). */
export const specialistIdOptions = [
  { id: 1, name: 'تخصص 1' },
  { id: 2, name: 'تخصص 2' },
  { id: 3, name: 'تخصص 3' },
];
