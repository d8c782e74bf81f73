/** Location services for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['LocationService'];

export function locationServicesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    name_en: null,
    specialist_id: 1,
    count_day: 0,
    description: null,
    get_specialist: { id: 1, name: 'تخصص 1', name_en: 'Specialty 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const locationServicesRows: Row[] = [
  locationServicesRecord({
    id: 1,
    name: 'الاسم تجريبي 1',
    name_en: 'Sample name_en 1',
    specialist_id: 1,
    get_specialist: { id: 1, name: 'تخصص 1', name_en: 'Specialty 1' },
    count_day: 10,
    description: 'نص تجريبي رقم 1',
  }),
  locationServicesRecord({
    id: 2,
    name: 'الاسم تجريبي 2',
    name_en: 'Sample name_en 2',
    specialist_id: 2,
    get_specialist: { id: 2, name: 'تخصص 2', name_en: 'Specialty 2' },
    count_day: 20,
    description: 'نص تجريبي رقم 2',
  }),
  locationServicesRecord({
    id: 3,
    name: 'الاسم تجريبي 3',
    name_en: 'Sample name_en 3',
    specialist_id: 3,
    get_specialist: { id: 3, name: 'تخصص 3', name_en: 'Specialty 3' },
    count_day: 30,
    description: 'نص تجريبي رقم 3',
  }),
];

/** The locationSpecialists records the specialist_id filter offers (its list call's first page). */
export const specialistIdOptions = [
  { id: 1, name: 'تخصص 1', name_en: 'Specialty 1' },
  { id: 2, name: 'تخصص 2', name_en: 'Specialty 2' },
  { id: 3, name: 'تخصص 3', name_en: 'Specialty 3' },
];
