/** The site map's one call, on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';

export type SiteMapData = components['schemas']['SiteMap'];
export type SiteMapCamp = components['schemas']['SiteMapCamp'];
export type SiteMapSquare = components['schemas']['SiteMapSquare'];
export type SiteMapMeasureData = components['schemas']['SiteMapMeasure'];

export interface SiteMapFilters {
  square_id?: number | undefined;
  company_id?: number | undefined;
}

export function useSiteMap(filters: SiteMapFilters) {
  const query = { ...(filters.square_id ? { square_id: filters.square_id } : {}), ...(filters.company_id ? { company_id: filters.company_id } : {}) };
  return failing($api.useQuery('get', '/dashboard/gis', { params: { query } }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}
