/** The outbox list call, on the typed query layer (src/shared/api/query.ts). */
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, failing } from '../../shared/api/query';

export type OutboxMessage = components['schemas']['OutboxMessage'];
export type OutboxFilters = components['schemas']['OutboxFilters'];

export function useOutbox(filters: OutboxFilters, page: number) {
  return failing($api.useQuery('post', '/outbox', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}
