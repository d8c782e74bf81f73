/**
 * Every dashboard of spec 000 §2 (/delivery-business, /civil-defense, …): the board's figures, charts and tables
 * for the chosen season (the active one unless another is chosen), square and company, a second season side by
 * side when chosen, and the same numbers as CSV or Excel. The filters live in the address, so a view can be shared.
 */
import { useLocation, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FilterSelect, useListParams } from '../../shared/ui/list';
import { ExportButtons } from '../../shared/ui/list/ListToolbar';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { Button } from 'primereact/button';
import type { Lang } from '../../../shared/label';
import { BOARDS } from './boards';
import { useBoard, useDashboardFilters, type DashboardFilters } from './api';
import { BoardChart } from './BoardChart';
import { Figures } from './Figures';
import { numberLocale } from './chartConfig';
import './dashboards.css';

const FILTERS = ['season_id', 'compare_season_id', 'square_id', 'company_id'] as const;

export default function BoardPage() {
  const { t, i18n } = useTranslation('dashboards');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const { pathname } = useLocation();
  const board = BOARDS.find((b) => b.route === pathname) ?? BOARDS[0];
  const list = useListParams(FILTERS);
  const body: DashboardFilters = Object.fromEntries(Object.entries(list.filters).flatMap(([k, v]) => (v && /^\d+$/.test(v) ? [[k, Number(v)]] : [])));
  const query = useBoard(board.api, body);
  const choices = useDashboardFilters();
  const seasons = choices.data?.seasons ?? [];
  const d = query.data;
  const fmt = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 1 });
  const subtitle = d?.season ? t('season', { name: d.season.name, from: d.season.starts_on, to: d.season.ends_on }) : t('allDates');
  return (
    <>
      <PageHeader title={board.label[lang]} subtitle={query.isSuccess ? subtitle : undefined} actions={<ExportButtons path={`/dashboards/${board.api}/export`} body={body} />} />
      <form className="filters list-filters board-filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          list={list}
          name="season_id"
          label={t('filters.season')}
          loading={choices.isPending}
          options={seasons.map((s) => ({ value: String(s.id), label: s.active ? t('filters.active', { name: s.name }) : s.name }))}
        />
        <FilterSelect list={list} name="compare_season_id" label={t('filters.compare')} loading={choices.isPending} options={seasons.map((s) => ({ value: String(s.id), label: s.name }))} />
        <FilterSelect
          list={list}
          name="square_id"
          label={t('filters.square')}
          loading={choices.isPending}
          options={(choices.data?.squares ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <FilterSelect
          list={list}
          name="company_id"
          label={t('filters.company')}
          loading={choices.isPending}
          options={(choices.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        {list.filtered && <Button type="button" icon="pi pi-filter-slash" label={t('filters.clear')} text onClick={() => list.clearFilters()} />}
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t('failed')} />
      ) : (
        d && (
          <div className="board" aria-busy={query.isFetching || undefined}>
            <Figures figures={d.figures} lang={lang} compareName={d.compare_season?.name ?? null} />
            <div className="board-charts">
              {d.charts.map((c) => (
                <BoardChart key={c.key} chart={c} lang={lang} compareName={d.compare_season?.name ?? null} />
              ))}
            </div>
            {d.tables.map((tb) => (
              <section key={tb.key} className="board-chart board-wide" aria-labelledby={`tb-${tb.key}`}>
                <header>
                  <h2 id={`tb-${tb.key}`}>{tb.title}</h2>
                </header>
                {tb.rows.length === 0 ? (
                  <p className="muted board-chart-empty">{t('chart.empty')}</p>
                ) : (
                  <div className="board-table-wrap">
                    <table className="board-table">
                      <caption className="visually-hidden">{tb.title}</caption>
                      <thead>
                        <tr>
                          {tb.columns.map((c) => (
                            <th key={c} scope="col">
                              {c}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {tb.rows.map((r, i) => (
                          <tr key={i}>
                            {r.cells.map((cell, j) => (
                              <td key={j}>
                                {j === 0 && r.link ? (
                                  <Link to={r.link}>
                                    <bdi>{String(cell ?? '—')}</bdi>
                                  </Link>
                                ) : typeof cell === 'number' ? (
                                  fmt.format(cell)
                                ) : (
                                  <bdi>{cell ?? '—'}</bdi>
                                )}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            ))}
          </div>
        )
      )}
    </>
  );
}
