/** Camps for stories, shaped as the contract's schemas: Muzdalifah's camps as the demo seeds them. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Camp'];

const statusText = { notready: 'غير جاهز', ready: 'جاهز' } as const;

export function campsRecord(over: Partial<Row> & { id: number }): Row {
  const status = over.status ?? 'notready';
  return {
    name: 'مخيم 1-1',
    name_en: 'Camp 1-1',
    square_id: 1,
    capacity: 1500,
    area_m2: 3800,
    is_developed: 0,
    notes: null,
    get_square: { id: 1, name: 'مربع 1', name_en: 'Square 1' },
    status_text: statusText[status as keyof typeof statusText] ?? status,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
    status,
  } as Row;
}

export const campsRows: Row[] = [
  campsRecord({
    id: 1,
    name: 'مخيم 7-1',
    name_en: 'Camp 7-1',
    square_id: 7,
    get_square: { id: 7, name: 'مربع 7', name_en: 'Square 7' },
    capacity: 3250,
    area_m2: 7800,
    is_developed: 1,
    status: 'ready',
  }),
  campsRecord({
    id: 2,
    name: 'مخيم 7-2',
    name_en: 'Camp 7-2',
    square_id: 7,
    get_square: { id: 7, name: 'مربع 7', name_en: 'Square 7' },
    capacity: 1450,
    area_m2: null,
    notes: 'قريب من دورات المياه العامة',
  }),
  campsRecord({ id: 3, name: 'مخيم 8-1', name_en: 'Camp 8-1', square_id: 8, get_square: { id: 8, name: 'مربع 8', name_en: 'Square 8' }, capacity: 900, area_m2: 2200, status: 'ready' }),
];

/** The squares the square filter and the form's drop-down offer (their list call's first page). */
export const squareIdOptions = [
  { id: 7, name: 'مربع 7', name_en: 'Square 7' },
  { id: 8, name: 'مربع 8', name_en: 'Square 8' },
  { id: 9, name: 'مربع 9', name_en: 'Square 9' },
];
