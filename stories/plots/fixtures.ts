/** Plots for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['Plot'];

export function plotsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    plot_number: 'رقم القطعة تجريبي 0',
    camp_id: 1,
    color: null,
    located_in_gov_area: 0,
    is_developed: 0,
    developed_name: null,
    gate: null,
    street: null,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const plotsRows: Row[] = [
  plotsRecord({
    id: 1,
    plot_number: 'رقم القطعة تجريبي 1',
    camp_id: 1,
    get_camp: { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
    color: 'اللون تجريبي 1',
    located_in_gov_area: 1,
    is_developed: 1,
    developed_name: 'اسم المطوّر تجريبي 1',
    gate: 'البوابة تجريبي 1',
    street: 'الشارع تجريبي 1',
  }),
  plotsRecord({
    id: 2,
    plot_number: 'رقم القطعة تجريبي 2',
    camp_id: 2,
    get_camp: { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
    color: 'اللون تجريبي 2',
    located_in_gov_area: 0,
    is_developed: 0,
    developed_name: 'اسم المطوّر تجريبي 2',
    gate: 'البوابة تجريبي 2',
    street: 'الشارع تجريبي 2',
  }),
  plotsRecord({
    id: 3,
    plot_number: 'رقم القطعة تجريبي 3',
    camp_id: 3,
    get_camp: { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
    color: 'اللون تجريبي 3',
    located_in_gov_area: 1,
    is_developed: 1,
    developed_name: 'اسم المطوّر تجريبي 3',
    gate: 'البوابة تجريبي 3',
    street: 'الشارع تجريبي 3',
  }),
];

/** The camps records the camp_id filter offers (its list call's first page). */
export const campIdOptions = [
  { id: 1, name: 'مخيم 1', name_en: 'Camp 1' },
  { id: 2, name: 'مخيم 2', name_en: 'Camp 2' },
  { id: 3, name: 'مخيم 3', name_en: 'Camp 3' },
];
