/** Service inputs for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['InputService'];

export function serviceInputsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    service_id: 1,
    name: 'الاسم تجريبي 0',
    name_en: null,
    type: 'text',
    required: 0,
    get_service: { id: 1, name: 'خدمة 1', name_en: 'Service 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const serviceInputsRows: Row[] = [
  serviceInputsRecord({
    id: 1,
    service_id: 1,
    get_service: { id: 1, name: 'خدمة 1', name_en: 'Service 1' },
    name: 'الاسم تجريبي 1',
    name_en: 'Sample name_en 1',
    type: 'number',
    required: 1,
  }),
  serviceInputsRecord({
    id: 2,
    service_id: 2,
    get_service: { id: 2, name: 'خدمة 2', name_en: 'Service 2' },
    name: 'الاسم تجريبي 2',
    name_en: 'Sample name_en 2',
    type: 'date',
    required: 0,
  }),
  serviceInputsRecord({
    id: 3,
    service_id: 3,
    get_service: { id: 3, name: 'خدمة 3', name_en: 'Service 3' },
    name: 'الاسم تجريبي 3',
    name_en: 'Sample name_en 3',
    type: 'file',
    required: 1,
  }),
];

/** The services records the service_id filter offers (its list call's first page). */
export const serviceIdOptions = [
  { id: 1, name: 'خدمة 1', name_en: 'Service 1' },
  { id: 2, name: 'خدمة 2', name_en: 'Service 2' },
  { id: 3, name: 'خدمة 3', name_en: 'Service 3' },
];
