/**
 * A board's chart as Chart.js draws it (pure, so it is tested without a canvas): one dataset per series, and
 * beside each the compared season's values in the same colour, lighter. Right to left in Arabic: the category
 * axis runs from the right, the value axis stands on the right, legends and tooltips read right to left.
 */
import type { ChartConfiguration } from 'chart.js';
import type { Lang } from '../../../shared/label';
import type { DashboardChart } from './api';

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11); the legend and the table say the same in words. */
export const PALETTE = ['#1d4e89', '#b35c00', '#0b6e4f', '#8e2c48', '#5b3f8c', '#00707a', '#8a6d00', '#a4161a', '#4a5563', '#2f6f2f'];

const lighter = (hex: string) => `${hex}80`;

export const numberLocale = (lang: Lang) => (lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB');

/** Long category names (companies) read better as horizontal bars. */
export const isHorizontal = (chart: DashboardChart) => chart.kind !== 'doughnut' && chart.categories.some((c) => c.label.length > 14);

export function chartConfig(chart: DashboardChart, lang: Lang, compareName: string | null, reducedMotion = false): ChartConfiguration {
  const rtl = lang === 'ar';
  const labels = chart.categories.map((c) => c.label);
  const withCompare = compareName !== null && chart.series.some((s) => s.compare);
  const plugins = {
    legend: { position: 'bottom' as const, rtl, textDirection: rtl ? 'rtl' : 'ltr', display: chart.kind === 'doughnut' || chart.series.length > 1 || withCompare },
    tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
  };
  const common = { responsive: true, maintainAspectRatio: false, locale: numberLocale(lang), animation: reducedMotion ? (false as const) : undefined };

  if (chart.kind === 'doughnut') {
    const colours = chart.categories.map((_, i) => PALETTE[i % PALETTE.length]!);
    const s = chart.series[0]!;
    const datasets = [{ label: s.label, data: s.values, backgroundColor: colours, borderColor: '#ffffff', borderWidth: 2 }];
    if (withCompare && s.compare) datasets.push({ label: `${s.label} — ${compareName}`, data: s.compare, backgroundColor: colours.map(lighter), borderColor: '#ffffff', borderWidth: 2 });
    return { type: 'doughnut', data: { labels, datasets }, options: { ...common, plugins } };
  }

  const stacked = chart.kind === 'stacked';
  const datasets = chart.series.flatMap((s, i) => {
    const colour = PALETTE[i % PALETTE.length]!;
    // a stack id groups bars in one slot: only stacked charts name one (side by side otherwise)
    const own = { label: s.label, data: s.values, backgroundColor: colour, borderColor: colour, ...(stacked ? { stack: 'season' } : {}) };
    if (!withCompare || !s.compare) return [own];
    return [own, { label: `${s.label} — ${compareName}`, data: s.compare, backgroundColor: lighter(colour), borderColor: colour, borderWidth: 1, ...(stacked ? { stack: 'compare' } : {}) }];
  });
  const horizontal = isHorizontal(chart);
  const category = { reverse: rtl && !horizontal, stacked, ticks: { autoSkip: false, maxRotation: 60 } };
  const value = {
    beginAtZero: true,
    stacked,
    ticks: { precision: chart.unit === 'count' ? 0 : undefined },
    ...(horizontal ? { reverse: rtl } : { position: rtl ? ('right' as const) : ('left' as const) }),
  };
  return {
    type: 'bar',
    data: { labels, datasets },
    options: {
      ...common,
      indexAxis: horizontal ? 'y' : 'x',
      plugins,
      scales: horizontal ? { x: value, y: { ...category, position: rtl ? 'right' : 'left' } } : { x: category, y: value },
    },
  } as ChartConfiguration;
}
