/**
 * A dashboard (here /dashboard-report-violations; every board is the same screen): loading, failed with a retry,
 * the figures and charts with the numbers behind each chart as a table, an empty chart said so, the filters in the
 * address and two seasons side by side.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BoardPage from '../../src/features/dashboards/BoardPage';
import { calls, FOREVER, ok, type MockRoutes } from '../support/mockApi';
import { compared, filterChoices, violationsBoard } from './fixtures';

const meta = {
  title: 'Dashboards/Board',
  component: BoardPage,
  parameters: { path: '/dashboard-report-violations', route: '/dashboard-report-violations', session: 'admin' },
} satisfies Meta<typeof BoardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const full: MockRoutes = { 'GET /dashboards/filters': ok(filterChoices), 'POST /dashboards/report-violations': ok(violationsBoard) };

export const Loading: Story = {
  parameters: { api: { 'GET /dashboards/filters': FOREVER, 'POST /dashboards/report-violations': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'GET /dashboards/filters': ok(filterChoices), 'POST /dashboards/report-violations': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذر تحميل لوحة المعلومات')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Board: Story = {
  parameters: { api: full },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخيمات عليها مخالفات')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'المخالفات في كل مربع' })).toBeInTheDocument();
    // the numbers behind a chart, a press away
    const section = canvas.getByRole('region', { name: 'المخالفات في كل مربع' });
    await userEvent.click(within(section).getByRole('button', { name: 'عرض الأرقام' }));
    const table = within(section).getByRole('table', { name: 'المخالفات في كل مربع' });
    await expect(within(table).getByRole('rowheader', { name: 'مربع 2' })).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1', '2', '3']);
    // a chart with nothing to draw says so
    await expect(within(canvas.getByRole('region', { name: 'المخالفات في كل أسبوع' })).getByText('لا توجد سجلات في هذا النطاق')).toBeVisible();
    // a filter goes to the server with the board
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'كل المربعات' }), '2');
    await waitFor(() => expect(calls.some((c) => c.path === '/dashboards/report-violations' && String((c.body as Record<string, unknown>).square_id) === '2')).toBe(true));
    await expect(canvas.getByRole('link', { name: 'مخيم 1-7' }).getAttribute('href')).toBe('/camps/7');
  },
};

export const ComparedSeasons: Story = {
  globals: { lang: 'en' },
  parameters: { api: { 'GET /dashboards/filters': ok(filterChoices), 'POST /dashboards/report-violations': ok(compared) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Violations report' })).toBeVisible();
    await canvas.findByText('مخيمات عليها مخالفات');
    await expect(canvasElement.querySelectorAll('.figure-compare').length).toBe(4);
    const section = canvas.getByRole('region', { name: 'المخالفات حسب الحالة' });
    await userEvent.click(within(section).getByRole('button', { name: 'Show the numbers' }));
    await expect(within(section).getByRole('columnheader', { name: 'موسم حج 1447هـ' })).toBeVisible();
  },
};
