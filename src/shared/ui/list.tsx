/**
 * What every list screen shares (spec 000 §2, §9): a paged table with filters and
 * a page-size selector; the page starts at 1 and changing the page size or the
 * filters goes back to page 1. Page, size and filters live in the address, so a
 * list can be bookmarked and the back button works. So do the sort field and its
 * direction (`sort`, `direction`): a sortable column's header sets them.
 * The toolbar's saved filters and export live in ./list/.
 */
import { Children, cloneElement, isValidElement, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableValueArray } from 'primereact/datatable';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { paging } from '../../../shared/limits';
import { LoadFailed } from './StatePanels';

export interface PageData<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  /** 1 when the total is the database's estimate (lists past 20,000 matching rows) */
  total_is_estimate?: 0 | 1;
}

export type FilterValues = Record<string, string | undefined>;

export type SortDirection = 'asc' | 'desc';

export function useListParams(filterKeys: readonly string[], defaultPerPage: number = paging.defaultPerPage) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = Number(params.get('per_page')) || defaultPerPage;
  const sort = params.get('sort') || undefined;
  const direction: SortDirection | undefined = sort ? (params.get('direction') === 'desc' ? 'desc' : 'asc') : undefined;
  const keysKey = filterKeys.join('|');
  const filters = useMemo(() => {
    const out: FilterValues = {};
    for (const k of keysKey.split('|')) {
      const v = params.get(k);
      if (v) out[k] = v;
    }
    return out;
  }, [params, keysKey]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const listKeys = [...filterKeys, 'sort', 'direction', 'per_page'];
  return {
    page,
    perPage,
    filters,
    sort,
    direction,
    /**
     * the sort for the request body (nothing when the list's own order applies); typed to fit
     * every list's own sort keys — the server refuses a key its list does not declare (422)
     */
    sortBody: (sort ? { sort, direction: direction ?? 'asc' } : {}) as { sort?: never; direction?: SortDirection },
    /** whether any filter is set (the table then says "no results" rather than "empty") */
    filtered: Object.keys(filters).length > 0,
    setPage: (p: number) => update({ page: p }),
    setPerPage: (n: number) => update({ per_page: n, page: 1 }),
    setFilters: (f: FilterValues) => update({ ...Object.fromEntries(filterKeys.map((k) => [k, f[k]])), page: 1 }),
    clearFilters: () => update({ ...Object.fromEntries(filterKeys.map((k) => [k, undefined])), page: 1 }),
    /** sort by a field (none: the list's own order); back to page 1 */
    setSort: (field: string | undefined, dir: SortDirection = 'asc') => update({ sort: field, direction: field ? dir : undefined, page: 1 }),
    /** what a saved filter keeps: the filters, the sort and the page size, as address parameters */
    snapshot: (): Record<string, string> => Object.fromEntries(listKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    /** apply a saved filter: exactly its parameters, from page 1 */
    restore: (values: Record<string, string>) => update({ ...Object.fromEntries(listKeys.map((k) => [k, values[k]])), page: 1 }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

interface SearchFiltersProps {
  list: ListParams;
  /** the search box's placeholder and accessible name */
  label: string;
  /** offer a clear button while any filter is set */
  clearable?: boolean;
  /** the other filters, shown between the search box and the search button */
  children?: ReactNode;
}

/**
 * A list screen's filter bar: a search box that applies (to the `search` address
 * parameter) on submit, the screen's other filters, and the search button.
 */
export function SearchFilters({ list, label, clearable, children }: SearchFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(list.filters.search ?? '');
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        list.setFilters({ ...list.filters, search: search.trim() || undefined });
      }}
    >
      <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder={label} aria-label={label} dir="auto" className="grow" />
      {children}
      <Button type="submit" icon="pi pi-search" label={t('actions.search')} />
      {clearable && list.filtered && (
        <Button
          type="button"
          icon="pi pi-filter-slash"
          label={t('actions.clear')}
          text
          onClick={() => {
            setSearch('');
            list.clearFilters();
          }}
        />
      )}
    </form>
  );
}

interface FilterSelectProps {
  list: ListParams;
  /** the address parameter it sets */
  name: string;
  /** the placeholder and accessible name */
  label: string;
  options: { value: string; label: string }[];
  /** a search box inside the drop-down, for long option lists */
  filter?: boolean;
}

/** A clearable drop-down filter that applies at once (and goes back to page 1). */
export function FilterSelect({ list, name, label, options, filter }: FilterSelectProps) {
  return (
    <Dropdown
      value={list.filters[name] ?? null}
      options={options}
      onChange={(e) => list.setFilters({ ...list.filters, [name]: (e.value as string | null) ?? undefined })}
      placeholder={label}
      showClear
      filter={filter}
      aria-label={label}
    />
  );
}

/** Where a table's page, size and filter state come from: the address (`list`, which also sorts), or the caller's own state. */
type ListTablePaging =
  | { list: ListParams }
  | {
      list?: undefined;
      page: number;
      perPage: number;
      onPage: (page: number) => void;
      onPerPage: (perPage: number) => void;
      filtered?: boolean;
    };

type ListTableProps<T> = ListTablePaging & {
  query: UseQueryResult<PageData<T>, unknown>;
  children: ReactNode;
  /** shown when the list is empty with no filters */
  emptyText?: string;
  dataKey?: string;
  label: string;
  /** row selection (bulk actions): the selected rows and their setter */
  selection?: T[];
  onSelection?: (rows: T[]) => void;
};

export function ListTable<T>(props: ListTableProps<T>) {
  const { query, children, emptyText, dataKey = 'id', label, list, selection, onSelection } = props;
  const { page, perPage, onPage, onPerPage, filtered } = list ? { page: list.page, perPage: list.perPage, onPage: list.setPage, onPerPage: list.setPerPage, filtered: list.filtered } : props;
  const { t } = useTranslation();
  const { t: tl } = useTranslation('lists');
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const loadingFirst = query.isPending;
  const rows = loadingFirst ? (Array.from({ length: Math.min(perPage, 5) }, (_, i) => ({ [dataKey]: `s${i}` })) as T[]) : (query.data?.data ?? []);
  const total = query.data?.total ?? 0;
  return (
    <DataTable
      value={rows as DataTableValueArray}
      dataKey={dataKey}
      lazy
      paginator
      first={(page - 1) * perPage}
      rows={perPage}
      totalRecords={total}
      rowsPerPageOptions={[...paging.perPageOptions]}
      onPage={(e) => {
        if (e.rows !== perPage) onPerPage(e.rows);
        else onPage((e.page ?? 0) + 1);
      }}
      loading={query.isFetching && !loadingFirst}
      emptyMessage={<div className="state-panel">{filtered ? t('states.noResults') : (emptyText ?? t('states.empty'))}</div>}
      paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={query.data?.total_is_estimate ? tl('totalEstimate', { count: total }) : t('table.total', { count: total })}
      {...(list
        ? {
            sortField: list.sort,
            sortOrder: list.sort ? (list.direction === 'desc' ? -1 : 1) : 0,
            removableSort: true,
            onSort: (e: { sortField?: string; sortOrder?: number | null }) => list.setSort(e.sortOrder ? e.sortField : undefined, e.sortOrder === -1 ? 'desc' : 'asc'),
          }
        : {})}
      {...((onSelection
        ? {
            selectionMode: 'checkbox',
            selection: selection ?? [],
            onSelectionChange: (e: { value: unknown }) => onSelection(e.value as T[]),
            isDataSelectable: () => !loadingFirst,
          }
        : {}) as object)}
      aria-label={label}
      stripedRows
      size="small"
      tableStyle={{ minWidth: '50rem' }}
      aria-busy={loadingFirst || query.isFetching}
    >
      {onSelection && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
      {loadingFirst ? <SkeletonColumns>{children}</SkeletonColumns> : children}
    </DataTable>
  );
}

/** While the first page loads, each column shows a skeleton bar. */
function SkeletonColumns({ children }: { children: ReactNode }) {
  return <>{mapColumns(children)}</>;
}

function mapColumns(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (isValidElement(child) ? cloneElement(child as React.ReactElement<{ body?: unknown }>, { body: () => <Skeleton width="80%" /> }) : child));
}
