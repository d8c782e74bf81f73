/**
 * One chart of a board, with the numbers behind it a press away (a table with the same rows and columns). The
 * canvas is an image to assistive technology, named by the chart's title; the table is the accessible view.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { Lang } from '../../../shared/label';
import type { DashboardChart } from './api';
import { chartConfig, isHorizontal, numberLocale } from './chartConfig';

const reducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function Canvas({ chart, lang, compareName }: { chart: DashboardChart; lang: Lang; compareName: string | null }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let instance: { destroy: () => void } | undefined;
    let gone = false;
    void import('./chartjs').then(({ Chart }) => {
      if (gone || !ref.current) return;
      Chart.defaults.font.family = getComputedStyle(ref.current).fontFamily;
      instance = new Chart(ref.current, chartConfig(chart, lang, compareName, reducedMotion()));
    });
    return () => {
      gone = true;
      instance?.destroy();
    };
  }, [chart, lang, compareName]);
  return <canvas ref={ref} role="img" aria-label={chart.title} />;
}

export function BoardChart({ chart, lang, compareName }: { chart: DashboardChart; lang: Lang; compareName: string | null }) {
  const { t } = useTranslation('dashboards');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const fmt = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 1 });
  const empty = chart.categories.length === 0 || chart.series.every((s) => s.values.every((v) => v === 0) && (s.compare ?? []).every((v) => v === 0));
  const tall = isHorizontal(chart) ? Math.max(240, chart.categories.length * (compareName ? 34 : 24) + 80) : 280;
  return (
    <section className="board-chart" aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{chart.title}</h2>
        {!empty && (
          <Button
            type="button"
            text
            size="small"
            icon={asTable ? 'pi pi-chart-bar' : 'pi pi-table'}
            label={asTable ? t('chart.showChart') : t('chart.showTable')}
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          />
        )}
      </header>
      {empty ? (
        <p className="muted board-chart-empty">{t('chart.empty')}</p>
      ) : asTable ? (
        <div className="board-table-wrap">
          <table className="board-table">
            <caption className="visually-hidden">{chart.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.category')}</th>
                {chart.series.map((s) => (
                  <th key={s.key} scope="col" colSpan={s.compare ? 2 : 1}>
                    {s.label}
                  </th>
                ))}
              </tr>
              {compareName && chart.series.some((s) => s.compare) && (
                <tr>
                  <td />
                  {chart.series.map((s) =>
                    s.compare ? (
                      [
                        <th key={`${s.key}-a`} scope="col">
                          {t('chart.thisSeason')}
                        </th>,
                        <th key={`${s.key}-b`} scope="col">
                          <bdi>{compareName}</bdi>
                        </th>,
                      ]
                    ) : (
                      <td key={s.key} />
                    ),
                  )}
                </tr>
              )}
            </thead>
            <tbody>
              {chart.categories.map((c, i) => (
                <tr key={c.key}>
                  <th scope="row">
                    <bdi>{c.label}</bdi>
                  </th>
                  {chart.series.map((s) =>
                    s.compare ? (
                      [<td key={`${s.key}-a`}>{fmt.format(s.values[i] ?? 0)}</td>, <td key={`${s.key}-b`}>{fmt.format(s.compare[i] ?? 0)}</td>]
                    ) : (
                      <td key={s.key}>{fmt.format(s.values[i] ?? 0)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="board-canvas" style={{ height: tall }}>
          <Canvas chart={chart} lang={lang} compareName={compareName} />
        </div>
      )}
    </section>
  );
}
