/** The outbox list call. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';

export type OutboxMessage = components['schemas']['OutboxMessage'];
export type OutboxFilters = components['schemas']['OutboxFilters'];

export function useOutbox(filters: OutboxFilters, page: number) {
  return useQuery({
    queryKey: ['outbox', filters, page],
    queryFn: async () => (await unwrap(api.POST('/outbox', { params: { query: { page } }, body: filters, ...asForm }))).data,
    placeholderData: keepPreviousData,
  });
}
