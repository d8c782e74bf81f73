/** The camp dossier: its one call over the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';

export type CampDossier = components['schemas']['CampDossier'];
export type CampDossierEntry = components['schemas']['CampDossierEntry'];
export type CampDossierFilters = components['schemas']['CampDossierFilters'];

/** One camp's dossier with a page of its timeline (the group counts come with every page). */
export function useCampDossier(id: number | null, filters: CampDossierFilters, page: number) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing(
    $api.useQuery(
      'post',
      '/general/camps/dossier/{id}',
      { params: { path: { id: valid ? id : 0 }, query: { page } }, body: filters },
      { select: (r) => r.data, enabled: valid, placeholderData: keepPreviousData },
    ),
  );
}
