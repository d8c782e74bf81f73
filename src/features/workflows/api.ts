/** The analysts' calls (openapi/areas/lifecycle.yaml) over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';

export type WorkflowSummary = components['schemas']['WorkflowSummary'];
export type WorkflowHeatmap = components['schemas']['WorkflowHeatmap'];
export type WorkflowFilterChoices = components['schemas']['WorkflowFilterChoices'];
export type RecordHistory = components['schemas']['RecordHistory'];
export type HistoryStep = components['schemas']['HistoryStep'];

export interface HeatmapFilters {
  season_id?: number | undefined;
  square_id?: number | undefined;
  company_id?: number | undefined;
}

export function useWorkflowSummaries() {
  return failing($api.useQuery('get', '/workflows', {}, { select: (r) => r.data }));
}

export function useHeatmap(workflow: string, filters: HeatmapFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as HeatmapFilters;
  return failing($api.useQuery('get', '/workflows/{workflow}/heatmap', { params: { path: { workflow }, query } }, { select: (r) => r.data, placeholderData: keepPreviousData, retry: false }));
}

export function useFilterChoices(search = '') {
  return failing($api.useQuery('get', '/workflows/filters', { params: { query: { search } } }, { select: (r) => r.data, placeholderData: keepPreviousData, staleTime: 60_000 }));
}

export function useRecordHistory(workflow: string, id: number, enabled = true) {
  return failing($api.useQuery('get', '/workflows/{workflow}/records/{id}/history', { params: { path: { workflow, id } } }, { select: (r) => r.data, enabled, retry: false }));
}
