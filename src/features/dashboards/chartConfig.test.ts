import { describe, expect, it } from 'vitest';
import { chartConfig, PALETTE } from './chartConfig';
import type { DashboardChart } from './api';

const bars: DashboardChart = {
  key: 'k',
  title: 'T',
  kind: 'stacked',
  unit: 'count',
  categories: [
    { key: '1', label: 'مربع 1' },
    { key: '2', label: 'مربع 2' },
  ],
  series: [
    { key: 'a', label: 'A', values: [1, 2], compare: [3, 4] },
    { key: 'b', label: 'B', values: [5, 6], compare: null },
  ],
};

describe('chartConfig', () => {
  it('mirrors the category axis and stands the value axis on the right in Arabic, not in English', () => {
    const ar = chartConfig(bars, 'ar', null) as unknown as { options: { scales: { x: { reverse: boolean }; y: { position: string } }; plugins: { legend: { rtl: boolean } } } };
    expect(ar.options.scales.x.reverse).toBe(true);
    expect(ar.options.scales.y.position).toBe('right');
    expect(ar.options.plugins.legend.rtl).toBe(true);
    const en = chartConfig(bars, 'en', null) as unknown as typeof ar;
    expect(en.options.scales.x.reverse).toBe(false);
    expect(en.options.scales.y.position).toBe('left');
  });

  it('draws the compared season beside each series that has it, in the same colour, in its own stack', () => {
    const c = chartConfig(bars, 'en', 'Hajj 1447') as unknown as { data: { datasets: Array<{ label: string; data: number[]; stack: string; borderColor: string }> } };
    expect(c.data.datasets.map((d) => [d.label, d.data, d.stack])).toEqual([
      ['A', [1, 2], 'season'],
      ['A — Hajj 1447', [3, 4], 'compare'],
      ['B', [5, 6], 'season'],
    ]);
    expect(c.data.datasets[1]!.borderColor).toBe(PALETTE[0]);
    // plain bars stand side by side: no stack id, which would draw them in one slot over each other
    const side = chartConfig({ ...bars, kind: 'bar' }, 'en', null) as unknown as { data: { datasets: Array<{ stack?: string }> } };
    expect(side.data.datasets.map((d) => d.stack)).toEqual([undefined, undefined]);
  });

  it('lays long names (companies) out as horizontal bars, mirrored in Arabic', () => {
    const long = { ...bars, kind: 'bar' as const, categories: [{ key: '9', label: 'شركة مطوفي حجاج جنوب آسيا' }] };
    const c = chartConfig(long, 'ar', null) as unknown as { options: { indexAxis: string; scales: { x: { reverse: boolean }; y: { position: string } } } };
    expect(c.options.indexAxis).toBe('y');
    expect(c.options.scales.x.reverse).toBe(true);
    expect(c.options.scales.y.position).toBe('right');
  });
});
