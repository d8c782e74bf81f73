/** Orders for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Order'];

export function ordersRecord(over: Partial<Row> & { id: number }): Row {
  return {
    title: 'موضوع الطلب تجريبي 0',
    camp_id: 1,
    number_of_hijaj: 0,
    tent_count: null,
    count_day: null,
    planed_achive_date: null,
    notes: null,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },

    status: orderMachine.config.initial as string,
    status_text: '',
    company_id: 3,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}
import { orderMachine } from '../../machines';

export const ordersRows: Row[] = [
  ordersRecord({
    id: 1,
    title: 'موضوع الطلب تجريبي 1',
    camp_id: 1,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
    number_of_hijaj: 10,
    tent_count: 10,
    count_day: 10,
    planed_achive_date: '2026-05-11',
    notes: 'نص تجريبي رقم 1',
  }),
  ordersRecord({
    id: 2,
    title: 'موضوع الطلب تجريبي 2',
    camp_id: 2,
    get_camp: { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
    number_of_hijaj: 20,
    tent_count: 20,
    count_day: 20,
    planed_achive_date: '2026-05-12',
    notes: 'نص تجريبي رقم 2',
  }),
  ordersRecord({
    id: 3,
    title: 'موضوع الطلب تجريبي 3',
    camp_id: 3,
    get_camp: { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
    number_of_hijaj: 30,
    tent_count: 30,
    count_day: 30,
    planed_achive_date: '2026-05-13',
    notes: 'نص تجريبي رقم 3',
  }),
];

/** The camps records the camp_id filter offers (its list call's first page). */
export const campIdOptions = [
  { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
  { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
  { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
];
