/** Pledges: the list in each of its states and its fire / required filters. Started by `npm run new:area`. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PledgesPage from '../../src/features/pledges/PledgesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { pledgesRows } from './fixtures';

const meta = {
  title: 'Pledges/List',
  component: PledgesPage,
  parameters: { path: '/pledges', route: '/pledges' },
} satisfies Meta<typeof PledgesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/pledges': page(pledgesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/pledges': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/pledges': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تعهدات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/pledges': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: pledgesRows[0]!.title as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة تعهد' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add pledge' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/pledges': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The fire-pledge filter lives in the address and goes to the server as the spec's form data. */
export const FirePledges: Story = {
  parameters: {
    path: '/pledges?is_fire=1',
    api: {
      'POST /general/pledges': page(
        pledgesRows.filter((r) => r.is_fire),
        { total: 2 },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'تعهد منع الطهي المكشوف' })).toBeVisible();
    await waitFor(() => expect((calls.at(-1)!.body as Record<string, string>).is_fire).toBe('1'));
    // each row says its kind and offers its template when it has one
    await expect(canvas.getAllByText('تعهد حريق').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText(/fire-safety-pledge\.pdf/)).toBeVisible();
    await expect(canvas.getByText('لا يوجد نموذج')).toBeVisible();
  },
};
