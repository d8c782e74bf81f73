/**
 * What every list screen shares (spec 000 §2, §9): a paged table with filters and
 * a page-size selector; the page starts at 1 and changing the page size or the
 * filters goes back to page 1. Page, size and filters live in the address, so a
 * list can be bookmarked and the back button works. So do the sort field and its
 * direction (`sort`, `direction`): a sortable column's header sets them.
 * The toolbar's saved filters and export live in ./list/.
 *
 * The table is our own, not PrimeReact's DataTable: a plain semantic `<table>`
 * (caption, column headers, sort buttons with aria-sort, named selection boxes)
 * that costs a few KB where the DataTable cost ~60 KB gzip and ~200 ms per page
 * turn; below 640 px each row becomes a card (./list/table.css).
 */
import { Children, isValidElement, memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { paging } from '../../../shared/limits';
import { LoadFailed } from './StatePanels';
import { Paginator } from './list/Paginator';
import './list/table.css';

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

  // React Router's functional update reads the params of the last render, so two changes made before the
  // page re-renders (two filters picked in quick succession) would each start from the same params and the
  // second would drop the first. Chain on the change still pending until a render shows it.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const base = pending.current?.from === params ? pending.current.next : params;
      const next = new URLSearchParams(base);
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (next.get('page') === '1') next.delete('page');
      pending.current = { from: params, next };
      setParams(next, { replace: false });
    },
    [params, setParams],
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
    /** replace every filter with these (a key left out is cleared); back to page 1 */
    setFilters: (f: FilterValues) => update({ ...Object.fromEntries(filterKeys.map((k) => [k, f[k]])), page: 1 }),
    /** change one filter, the others as they are; back to page 1 */
    setFilter: (key: string, value: string | undefined) => update({ [key]: value, page: 1 }),
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
      className="filters list-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        list.setFilter('search', search.trim() || undefined);
      }}
    >
      <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder={label} aria-label={label} dir="auto" className="filter-search" />
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
  /** the accessible name, and the first option's text (choosing it clears the filter) */
  label: string;
  options: { value: string; label: string }[];
  /** its options are still on their way (drawn in place, disabled, so the bar does not re-wrap when they come) */
  loading?: boolean;
}

/**
 * A drop-down filter that applies at once (and goes back to page 1): a native
 * `<select>` named by its label — light, keyboard- and screen-reader-friendly
 * everywhere, with the phone's own picker on a phone.
 */
export function FilterSelect({ list, name, label, options, loading }: FilterSelectProps) {
  const value = list.filters[name] ?? '';
  return (
    <select
      className={`native-select filter-select${value ? ' is-set' : ''}`}
      name={name}
      aria-label={label}
      title={label}
      value={value}
      disabled={loading}
      aria-busy={loading || undefined}
      onChange={(e) => list.setFilter(name, e.target.value || undefined)}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
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
  /** the columns: `<Column>` elements (falsy children are skipped, so `{cond && <Column …/>}` works) */
  children: ReactNode;
  /** shown when the list is empty with no filters */
  emptyText?: string;
  dataKey?: string;
  /** the table's caption (visually hidden: the page's heading shows it) and the pager's name */
  label: string;
  /** row selection (bulk actions): the selected rows and their setter */
  selection?: T[];
  onSelection?: (rows: T[]) => void;
  /** what names a row for its selection box ("Select <name>"); default: the first column's field, else the key */
  rowLabel?: (row: T) => string;
  /**
   * Rows re-render only when their record, their selection or the columns' shape change (a page
   * turn renders the screen three times: the address, the fetch, the answer). A screen whose cells
   * also show state from outside the record (a per-row busy flag…) passes that state here.
   */
  renderKey?: unknown;
  /**
   * a usual row's height (CSS length, default 3.5rem: one line and the row's icon actions): the
   * loading rows are drawn at it and no row is lower, so the first answer does not move the pager
   */
  rowHeight?: string;
};

/** One column of a ListTable. It renders nothing itself: the table reads its props. */
export interface ColumnProps<T> {
  /** the row field it shows when there is no `body`, and the sort key when `sortable` */
  field?: string;
  header?: ReactNode;
  body?: (row: T) => ReactNode;
  sortable?: boolean;
  /** on the header and the cells */
  className?: string;
  bodyClassName?: string;
  headerClassName?: string;
  /** on the header only (a column's width is its header's; on a phone the card ignores it) */
  style?: CSSProperties;
}

export function Column<T>(_props: ColumnProps<T>): ReactNode {
  return null;
}

type AnyRow = Record<string, unknown>;
type Col = ColumnProps<AnyRow> & { key: string; text: string };

/** The header's plain text: the phone card's label for the cell. */
const textOf = (node: ReactNode): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : '');

function columnsOf(children: ReactNode): Col[] {
  const out: Col[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || child.type !== Column) return;
    const props = (child as ReactElement<ColumnProps<AnyRow>>).props;
    out.push({ ...props, key: String(child.key ?? props.field ?? out.length), text: textOf(props.header) });
  });
  return out;
}

const cellOf = (col: Col, row: AnyRow): ReactNode => (col.body ? col.body(row) : col.field ? (row[col.field] as ReactNode) : null);

const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface RowProps {
  row: AnyRow;
  columns: Col[];
  /** the columns' shape (keys, fields, headers, classes): their cell functions are new on every render */
  shape: string;
  renderKey: unknown;
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  onToggle: (row: AnyRow) => void;
}

/**
 * One row. Memoised on its record (TanStack Query keeps an unchanged record's object across
 * fetches), its selection and the columns' shape — not on the cell functions, which the screen
 * makes anew on every render; `renderKey` covers cells that show outside state.
 */
const Row = memo(
  function Row({ row, columns, selectable, selected, selectLabel, onToggle }: RowProps) {
    return (
      <tr className={selected ? 'is-selected' : undefined}>
        {selectable && (
          <td className="cell-select">
            <input type="checkbox" checked={selected} onChange={() => onToggle(row)} aria-label={selectLabel} />
          </td>
        )}
        {columns.map((col, i) => (
          <td key={col.key} className={cls(i === 0 && 'cell-key', col.className, col.bodyClassName)} data-label={i === 0 ? undefined : col.text || undefined}>
            {cellOf(col, row)}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) =>
    a.row === b.row && a.selected === b.selected && a.shape === b.shape && a.renderKey === b.renderKey && a.selectLabel === b.selectLabel && a.selectable === b.selectable && a.onToggle === b.onToggle,
);

function SkeletonRows({ count, columns, selectable, label }: { count: number; columns: Col[]; selectable: boolean; label: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, r) => (
        <tr key={r} className="row-skeleton" aria-hidden={r > 0 ? true : undefined}>
          {selectable && <td className="cell-select" />}
          {columns.map((col, i) => (
            <td key={col.key} className={cls(i === 0 && 'cell-key', col.className)} data-label={i === 0 ? undefined : col.text || undefined}>
              <span className="skeleton-bar" role={r === 0 && i === 0 ? 'status' : undefined} aria-label={r === 0 && i === 0 ? label : undefined} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

const SORT_NAMES = { asc: 'ascending', desc: 'descending' } as const;

export function ListTable<T>(props: ListTableProps<T>) {
  const { query, children, emptyText, dataKey = 'id', label, list, selection, onSelection, rowLabel, renderKey, rowHeight } = props;
  const { page, perPage, onPage, onPerPage, filtered } = list ? { page: list.page, perPage: list.perPage, onPage: list.setPage, onPerPage: list.setPerPage, filtered: list.filtered } : props;
  const { t } = useTranslation();
  const { t: tl } = useTranslation('lists');
  const columns = useMemo(() => columnsOf(children), [children]);
  const shape = columns.map((c) => [c.key, c.field, c.text, c.className, c.bodyClassName, c.sortable].join('\u241f')).join('\u241e');
  const rows = (query.data?.data ?? []) as AnyRow[];
  const selectable = !!onSelection;
  const keyOf = useCallback((row: AnyRow) => String(row[dataKey]), [dataKey]);
  const selectedKeys = useMemo(() => new Set((selection ?? []).map((r) => keyOf(r as AnyRow))), [selection, keyOf]);
  const nameOf = (row: AnyRow) => (rowLabel ? rowLabel(row as T) : String((columns[0]?.field && row[columns[0].field]) ?? row[dataKey]));
  // the rows' toggle stays the same function while the selection changes (it reads the latest through a ref)
  const latest = useRef({ selection, onSelection });
  useLayoutEffect(() => {
    latest.current = { selection, onSelection };
  });
  const toggle = useCallback(
    (row: AnyRow) => {
      const { selection: current = [], onSelection: set } = latest.current;
      const key = keyOf(row);
      const rows = current as AnyRow[];
      set?.((rows.some((r) => keyOf(r) === key) ? rows.filter((r) => keyOf(r) !== key) : [...rows, row]) as T[]);
    },
    [keyOf],
  );

  const frameStyle = rowHeight ? ({ '--list-row-height': rowHeight } as CSSProperties) : undefined;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const loadingFirst = query.isPending;
  const total = query.data?.total ?? 0;
  const allSelected = rows.length > 0 && rows.every((r) => selectedKeys.has(keyOf(r)));
  const someSelected = !allSelected && rows.some((r) => selectedKeys.has(keyOf(r)));
  const width = columns.length + (selectable ? 1 : 0);

  return (
    <div className="list-table" style={frameStyle}>
      <div className="list-table-scroll">
        <table className="data-table" aria-busy={loadingFirst || query.isFetching}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="cell-select">
                  <input
                    type="checkbox"
                    aria-label={tl('table.selectAll')}
                    checked={allSelected}
                    ref={(el) => {
                      if (el) el.indeterminate = someSelected;
                    }}
                    disabled={loadingFirst || rows.length === 0}
                    onChange={() => {
                      const others = ((selection ?? []) as AnyRow[]).filter((r) => !rows.some((x) => keyOf(x) === keyOf(r)));
                      onSelection?.((allSelected ? others : [...others, ...rows]) as T[]);
                    }}
                  />
                </th>
              )}
              {columns.map((col) => {
                const sorted = list && col.sortable && col.field && list.sort === col.field ? list.direction : undefined;
                return (
                  <th key={col.key} scope="col" className={cls(col.className, col.headerClassName)} style={col.style} aria-sort={sorted ? SORT_NAMES[sorted] : undefined}>
                    {list && col.sortable && col.field ? (
                      <button
                        type="button"
                        className="sort-button"
                        // asc → desc → the list's own order
                        onClick={() => list.setSort(sorted === 'desc' ? undefined : col.field, sorted === 'asc' ? 'desc' : 'asc')}
                      >
                        <span>{col.header}</span>
                        <i className={`pi ${sorted === 'asc' ? 'pi-sort-amount-up-alt' : sorted === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'} sort-icon`} aria-hidden />
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loadingFirst ? (
              <SkeletonRows count={perPage} columns={columns} selectable={selectable} label={tl('table.loading')} />
            ) : rows.length === 0 ? (
              <tr className="row-empty">
                <td colSpan={width}>
                  <div className="state-panel">{filtered ? t('states.noResults') : (emptyText ?? t('states.empty'))}</div>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <Row
                  key={keyOf(row)}
                  row={row}
                  columns={columns}
                  shape={shape}
                  renderKey={renderKey}
                  selectable={selectable}
                  selected={selectedKeys.has(keyOf(row))}
                  selectLabel={selectable ? tl('table.selectRow', { name: nameOf(row) }) : ''}
                  onToggle={toggle}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator label={label} page={page} perPage={perPage} total={total} estimate={!!query.data?.total_is_estimate} loading={loadingFirst} onPage={onPage} onPerPage={onPerPage} />
    </div>
  );
}
