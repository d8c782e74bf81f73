/** Season archive: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type DbArchive = components['schemas']['DbArchive'];
export type DbArchiveFilters = components['schemas']['DbArchiveFilters'];
export type DbArchiveInput = components['schemas']['DbArchiveInput'];
export type SeasonRecord = components['schemas']['SeasonRecord'];
export type SeasonRecordKind = components['schemas']['SeasonRecordKind'];
export type SeasonRecordFilters = components['schemas']['SeasonRecordFilters'];

/** Every cached answer of the area's paths (the list, each season, its records) and the events the screens ask about. */
export const invalidateDbArchives = (client: QueryClient) => invalidatePaths(client, '/db_archive', '/db_archive/', '/workflows/');

export function useDbArchives(filters: DbArchiveFilters, page: number) {
  return failing($api.useQuery('post', '/db_archive', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useDbArchive(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/db_archive/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** Every season, newest first, the active one marked (what the dashboards' season filters offer too). */
export function useSeasons() {
  return failing($api.useQuery('get', '/db_archive/seasons', {}, { select: (r) => r.data }));
}

/** A season's orders and licences: one page (one kind or all), as the table reads it. */
export function useSeasonRecords(id: number, filters: SeasonRecordFilters, page: number) {
  return failing($api.useQuery('post', '/db_archive/records/{id}', { params: { path: { id }, query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** Every kind's count in the season: the same call (one request, one cache entry), read for its counts. */
export function useSeasonRecordCounts(id: number, filters: SeasonRecordFilters, page: number) {
  return failing($api.useQuery('post', '/db_archive/records/{id}', { params: { path: { id }, query: { page } }, body: filters }, { select: (r) => r.counts, placeholderData: keepPreviousData }));
}

export const createDbArchive = (body: DbArchiveInput) => call(contract.POST('/db_archive/store', { body }));
export const updateDbArchive = (id: number, body: DbArchiveInput) => call(contract.POST('/db_archive/update/{id}', { params: { path: { id } }, body }));

/** ACTIVATE: POST db_archive/activate/{id} with the version it was read at; the server deactivates the season that was active. */
const activate: ClientActor<DbArchive> = async ({ record }) =>
  (await call(contract.POST('/db_archive/activate/{id}', { params: { path: { id: record.id } }, body: { version: record.version } }))).data;

/**
 * The dbArchive machine's client actors. DEACTIVATE has no call: it is the consequence of activating another
 * season, never a button (the screens exclude it).
 */
export const dbArchivesActors: Record<string, ClientActor<DbArchive>> = { activate };
