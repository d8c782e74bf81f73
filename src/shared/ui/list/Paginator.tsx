/**
 * A list's pages: first / previous / nearby pages / next / last, the page size and
 * the total ("about N" when the server estimated it). A `<nav>` of plain buttons
 * (the current page carries aria-current); the arrows are drawn for left-to-right
 * and mirrored by the stylesheet under RTL, so they point the reading way.
 */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paging } from '../../../../shared/limits';

interface PaginatorProps {
  /** the list's name (the nav is "pages of <label>") */
  label: string;
  page: number;
  perPage: number;
  total: number;
  estimate: boolean;
  /** the first page is on its way: drawn in place, without a total yet */
  loading?: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Chevrons drawn pointing left-to-right readers' way; the stylesheet mirrors them under RTL. */
const FIRST = 'M8 3 3 8l5 5M13 3 8 8l5 5';
const PREV = 'M10 3 5 8l5 5';
const NEXT = 'M6 3l5 5-5 5';
const LAST = 'M3 3l5 5-5 5M8 3l5 5-5 5';

/** At most five page buttons around the current one. */
function nearby(page: number, last: number): number[] {
  const from = Math.max(1, Math.min(page - 2, last - 4));
  const to = Math.min(last, from + 4);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const Paginator = memo(function Paginator({ label, page, perPage, total, estimate, loading, onPage, onPerPage }: PaginatorProps) {
  const { t } = useTranslation('lists');
  const { t: tc } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, Math.ceil(total / perPage));
  const arrow = (name: 'first' | 'prev' | 'next' | 'last', to: number, path: string, disabled: boolean) => (
    <button type="button" className="pager-button pager-arrow" aria-label={t(`table.${name}`)} title={t(`table.${name}`)} disabled={disabled} onClick={() => onPage(to)}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
  return (
    <div className="pager">
      <nav className="pager-pages" aria-label={t('table.pages', { label })}>
        {arrow('first', 1, FIRST, page <= 1)}
        {arrow('prev', page - 1, PREV, page <= 1)}
        {nearby(page, last).map((p) => (
          <button key={p} type="button" className="pager-button" aria-label={t('table.page', { page: p })} aria-current={p === page ? 'page' : undefined} onClick={() => p !== page && onPage(p)}>
            {p}
          </button>
        ))}
        {arrow('next', page + 1, NEXT, page >= last)}
        {arrow('last', last, LAST, page >= last)}
      </nav>
      <div className="pager-size">
        <label htmlFor={sizeId}>{t('table.perPage')}</label>
        <select id={sizeId} className="native-select" value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {paging.perPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p className="pager-report" aria-live="polite">
        {loading ? '\u00a0' : estimate ? t('totalEstimate', { count: total }) : tc('table.total', { count: total })}
      </p>
    </div>
  );
});
