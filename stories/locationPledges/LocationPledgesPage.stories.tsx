/** Location pledges: the list in each of its states and its fire / required filters. Started by `npm run new:area`. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LocationPledgesPage from '../../src/features/locationPledges/LocationPledgesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { locationPledgesRows } from './fixtures';

const meta = {
  title: 'Location pledges/List',
  component: LocationPledgesPage,
  parameters: { path: '/location-pledges', route: '/location-pledges' },
} satisfies Meta<typeof LocationPledgesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/location-pledges': page(locationPledgesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/location-pledges': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/location-pledges': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تعهدات مواقع بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/location-pledges': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByRole('link', { name: locationPledgesRows[0]!.title as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة تعهد موقع' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add location pledge' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/location-pledges': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The fire-pledge filter lives in the address and goes to the server as the spec's form data. */
export const FireLocationPledges: Story = {
  parameters: {
    path: '/location-pledges?is_fire=1',
    api: {
      'POST /general/location-pledges': page(
        locationPledgesRows.filter((r) => r.is_fire),
        { total: 2 },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'تعهد تخزين أسطوانات الغاز' })).toBeVisible();
    await waitFor(() => expect((calls.at(-1)!.body as Record<string, string>).is_fire).toBe('1'));
    // each row says its kind and offers its template when it has one
    await expect(canvas.getAllByText('تعهد حريق').length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText(/site-fire-safety-pledge\.pdf/)).toBeVisible();
    await expect(canvas.getByText('لا يوجد نموذج')).toBeVisible();
  },
};
