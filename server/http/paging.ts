/** Paging of list calls (spec 000 §9): page from 1, page size sent as `paginate`. */
import { paging } from '../../shared/limits';

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function pageRequest(page: number | undefined, paginate: number | undefined, defaultPerPage: number = paging.defaultPerPage): PageRequest {
  const p = Math.max(1, Math.floor(page ?? 1));
  const perPage = Math.min(paging.maxPerPage, Math.max(1, Math.floor(paginate ?? defaultPerPage)));
  return { page: p, perPage, offset: (p - 1) * perPage };
}

export function pageOf<T>(items: T[], total: number, req: PageRequest) {
  return {
    data: items,
    total,
    per_page: req.perPage,
    current_page: req.page,
    last_page: Math.max(1, Math.ceil(total / req.perPage)),
  };
}

/** `%term%` for a list's ILIKE search, with the caller's own %, _ and \ taken literally. */
export const likeOf = (term: string) => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
