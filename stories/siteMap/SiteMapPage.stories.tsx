import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SiteMapPage from '../../src/features/siteMap/SiteMapPage';
import { FOREVER, ok, type MockRequest } from '../support/mockApi';
import { callsTo } from '../users/support';
import { camps, siteMap } from './fixtures';

const meta = {
  title: 'Site map/Map',
  component: SiteMapPage,
  parameters: { path: '/gis-dashboard', route: '/gis-dashboard' },
} satisfies Meta<typeof SiteMapPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const MAP = 'GET /dashboard/gis';
/** The server's filters: a square's camps, or a company's. */
const answer = (req: MockRequest) => {
  const square = Number(req.query.get('square_id')) || undefined;
  const company = Number(req.query.get('company_id')) || undefined;
  return ok(siteMap(camps.filter((c) => (!square || c.square_id === square) && (!company || c.company_id === company))));
};

export const Loading: Story = { parameters: { api: { [MAP]: FOREVER } } };

export const LoadFailed: Story = {
  parameters: { api: { [MAP]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل خريطة الموقع');
  },
};

export const NoSquares: Story = {
  parameters: { api: { [MAP]: ok(siteMap([], [])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مربعات مسجلة بعد.')).toBeVisible();
  },
};

/** Nothing has an outline yet: the plan says so, the table still lists every camp as "not drawn". */
export const NothingDrawn: Story = {
  parameters: {
    api: {
      [MAP]: ok(
        siteMap(
          camps.map((c) => ({ ...c, geometry: null })),
          [{ id: 1, name: 'مربع 1', name_en: 'Square 1', code: 'MZ-01', geometry: null, camps: 6 }],
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/لا توجد حدود مرسومة/)).toBeVisible();
    await expect(canvas.getAllByText('غير مرسوم')).toHaveLength(6);
  },
};

/** The plan by assignment: the legend counts each status, each camp is a named link, pointing at one describes it. */
export const Plan: Story = {
  parameters: { api: { [MAP]: answer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('group', { name: /مخطط المربعات والمخيمات/ });
    const legend = canvas.getByRole('region', { name: 'مفتاح الخريطة: تخصيص المخيم' });
    await expect(within(legend).getByRole('row', { name: /^تم الاستلام/ })).toHaveTextContent('1');
    await expect(legend).toHaveTextContent('مخيمات غير مرسومة على الخريطة: 1');
    const links = within(plan).getAllByRole('link');
    await expect(links).toHaveLength(5);
    const first = within(plan).getByRole('link', { name: 'مخيم 1-1، مربع 1: تم الاستلام' });
    await userEvent.hover(first);
    const info = canvas.getByRole('region', { name: 'المخيم المحدد' });
    await waitFor(() => expect(info).toHaveTextContent('مخيم 1-1'));
    await expect(info).toHaveTextContent('شركة الضيافة لخدمات الحجاج');
    // the camp not drawn is in the table
    await expect(canvas.getByRole('row', { name: /مخيم 1-4/ })).toHaveTextContent('غير مرسوم');
  },
};

/** Another measure: the legend, the fills and the camps' names follow. */
export const SwitchMeasure: Story = {
  parameters: { api: { [MAP]: answer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'المخالفات الصادرة' }));
    await expect(await canvas.findByRole('region', { name: 'مفتاح الخريطة: المخالفات الصادرة' })).toBeVisible();
    const plan = canvas.getByRole('group', { name: /مخطط المربعات والمخيمات/ });
    await expect(within(plan).getByRole('link', { name: 'مخيم 1-3، مربع 1: ثلاث مخالفات فأكثر (4)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'المخالفات الصادرة' })).toBeChecked();
  },
};

/** Filters go to the server; a click on a camp opens its page. */
export const FilterAndOpen: Story = {
  parameters: { api: { [MAP]: answer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'المربع' }), 'مربع 2');
    await waitFor(() => expect(callsTo('/dashboard/gis').at(-1)?.query.get('square_id')).toBe('2'));
    const plan = canvas.getByRole('group', { name: /مخطط المربعات والمخيمات/ });
    await waitFor(() => expect(within(plan).getAllByRole('link')).toHaveLength(2));
    await userEvent.click(within(plan).getByRole('link', { name: /^مخيم 2-1،/ }));
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
