/** News bar: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type NewsBarItem = components['schemas']['NewsBarItem'];
export type NewsBarItemFilters = components['schemas']['NewsBarItemFilters'];
export type NewsBarItemInput = components['schemas']['NewsBarItemInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateNewsBar = (client: QueryClient) => invalidatePaths(client, '/general/news-bar', '/general/news-bar/');

export function useNewsBar(filters: NewsBarItemFilters, page: number) {
  return failing($api.useQuery('post', '/general/news-bar', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useNewsBarItem(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/news-bar/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createNewsBarItem = (body: NewsBarItemInput) => call(contract.POST('/general/news-bar/store', { body }));
export const updateNewsBarItem = (id: number, body: NewsBarItemInput) => call(contract.POST('/general/news-bar/update/{id}', { params: { path: { id } }, body }));
export const deleteNewsBarItem = (id: number) => call(contract.POST('/general/news-bar/delete/{id}', { params: { path: { id } } }));

export type NewsBarEntry = components['schemas']['NewsBarEntry'];

/** The visible news-bar items every signed-in user sees on the dashboard. */
export function useVisibleNewsBar() {
  return failing($api.useQuery('get', '/general/news-bar/visible', {}, { select: (r) => r.data }));
}
