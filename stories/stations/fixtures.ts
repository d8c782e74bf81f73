/** Stations for stories, shaped as the contract's schemas: Muzdalifah's service points as the demo seeds them. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Station'];

export function stationsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'نقطة مياه 1',
    name_en: 'Water point 1',
    kind: 'water',
    kind_text: 'مياه',
    square_id: null,
    location: null,
    get_square: null,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const stationsRows: Row[] = [
  stationsRecord({ id: 1, square_id: 1, get_square: { id: 1, name: 'مربع 1', name_en: 'Square 1' }, location: 'عند المدخل الشمالي للمربع' }),
  stationsRecord({
    id: 2,
    name: 'مركز إسعاف المشعر الحرام',
    name_en: 'Al-Mashar Al-Haram first aid centre',
    kind: 'first_aid',
    kind_text: 'إسعاف',
    square_id: 2,
    get_square: { id: 2, name: 'مربع 2', name_en: 'Square 2' },
  }),
  stationsRecord({ id: 3, name: 'محطة المزدلفة 1 لقطار المشاعر', name_en: 'Muzdalifah 1 Mashaer train station', kind: 'transport', kind_text: 'نقل', location: 'شمال المربع 4' }),
];

/** The squares the square filter and the form's drop-down offer (their list call's first page). */
export const squareIdOptions = [
  { id: 1, name: 'مربع 1', name_en: 'Square 1' },
  { id: 2, name: 'مربع 2', name_en: 'Square 2' },
  { id: 3, name: 'مربع 3', name_en: 'Square 3' },
];
