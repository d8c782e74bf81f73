/** Dashboards: the boards, their filters' choices and the signed-in user's queue, over the one typed query layer. */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';
import type { BoardApi } from './boards';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardChart = components['schemas']['DashboardChart'];
export type DashboardFigure = components['schemas']['DashboardFigure'];
export type DashboardTable = components['schemas']['DashboardTable'];
export type DashboardFilters = components['schemas']['DashboardFilters'];

export function useBoard(board: BoardApi, filters: DashboardFilters) {
  return failing($api.useQuery('post', `/dashboards/${board}`, { body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useDashboardFilters() {
  return failing($api.useQuery('get', '/dashboards/filters', {}, { select: (r) => r.data, staleTime: 60_000 }));
}

export function useHomeDashboard() {
  return failing($api.useQuery('post', '/dashboards/home', {}, { select: (r) => r.data }));
}
