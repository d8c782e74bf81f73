/** News: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type NewsItem = components['schemas']['NewsItem'];
export type NewsItemFilters = components['schemas']['NewsItemFilters'];
export type NewsItemInput = components['schemas']['NewsItemInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateNews = (client: QueryClient) => invalidatePaths(client, '/general/news', '/general/news/');

export function useNews(filters: NewsItemFilters, page: number) {
  return failing($api.useQuery('post', '/general/news', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useNewsItem(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/news/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createNewsItem = (body: NewsItemInput) => call(contract.POST('/general/news/store', { body }));
export const updateNewsItem = (id: number, body: NewsItemInput) => call(contract.POST('/general/news/update/{id}', { params: { path: { id } }, body }));
export const deleteNewsItem = (id: number) => call(contract.POST('/general/news/delete/{id}', { params: { path: { id } } }));

/** The published news every signed-in user reads (the dashboard's cards), newest first. */
export function useLatestNews(paginate: number) {
  return failing($api.useQuery('post', '/general/news/read', { params: { query: { page: 1 } }, body: { paginate } }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** One news item to read (/news/read/{id}). */
export function useReadNewsItem(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/news/read/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}
