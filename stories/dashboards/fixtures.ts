/** A board as the server answers it (openapi/areas/dashboards.yaml), for the stories. */
import type { components } from '../../openapi/schema';

type Dashboard = components['schemas']['Dashboard'];

export const filterChoices = {
  seasons: [
    { id: 3, name: 'موسم حج 1448هـ', starts_on: '2026-07-02', ends_on: '2027-06-17', active: true },
    { id: 2, name: 'موسم حج 1447هـ', starts_on: '2025-07-13', ends_on: '2026-07-01', active: false },
  ],
  squares: [
    { id: 1, name: 'مربع 1' },
    { id: 2, name: 'مربع 2' },
  ],
  companies: [
    { id: 21, name: 'شركة مطوفي حجاج جنوب آسيا' },
    { id: 22, name: 'شركة الراجحي لخدمة الحجاج' },
  ],
};

export const violationsBoard: Dashboard = {
  season: { id: 3, name: 'موسم حج 1448هـ', starts_on: '2026-07-02', ends_on: '2027-06-17' },
  compare_season: null,
  figures: [
    { key: 'total', label: 'المخالفات', value: 12, compare: null, unit: 'count' },
    { key: 'issued', label: 'مخالفات صادرة', value: 5, compare: null, unit: 'count' },
    { key: 'ready', label: 'مخالفات جاهزة', value: 4, compare: null, unit: 'count' },
    { key: 'camps', label: 'مخيمات عليها مخالفات', value: 9, compare: null, unit: 'count' },
  ],
  charts: [
    {
      key: 'status',
      title: 'المخالفات حسب الحالة',
      kind: 'doughnut',
      unit: 'count',
      categories: [
        { key: 'draft', label: 'مسودة' },
        { key: 'issued', label: 'صادرة' },
        { key: 'ready', label: 'جاهزة' },
      ],
      series: [{ key: 'count', label: 'العدد', values: [3, 5, 4], compare: null }],
    },
    {
      key: 'bySquare',
      title: 'المخالفات في كل مربع',
      kind: 'stacked',
      unit: 'count',
      categories: [
        { key: '1', label: 'مربع 1' },
        { key: '2', label: 'مربع 2' },
      ],
      series: [
        { key: 'issued', label: 'صادرة', values: [3, 2], compare: null },
        { key: 'ready', label: 'جاهزة', values: [1, 3], compare: null },
      ],
    },
    { key: 'perWeek', title: 'المخالفات في كل أسبوع', kind: 'bar', unit: 'count', categories: [], series: [{ key: 'count', label: 'العدد', values: [], compare: null }] },
  ],
  tables: [{ key: 'camps', title: 'المخيمات الأكثر مخالفات', columns: ['المخيم', 'المربع', 'المخالفات'], rows: [{ link: '/camps/7', cells: ['مخيم 1-7', 'مربع 1', 3] }] }],
};

/** The same board with the previous season beside it. */
export const compared: Dashboard = {
  ...violationsBoard,
  compare_season: { id: 2, name: 'موسم حج 1447هـ', starts_on: '2025-07-13', ends_on: '2026-07-01' },
  figures: violationsBoard.figures.map((f, i) => ({ ...f, compare: f.value - 2 + i })),
  charts: violationsBoard.charts.map((c) => ({ ...c, series: c.series.map((s) => ({ ...s, compare: s.values.map((v) => v + 1) })) })),
};
