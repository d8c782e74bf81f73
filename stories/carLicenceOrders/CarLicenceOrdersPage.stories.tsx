/** Car licence requests: the list in each of its states (5 a page when none is chosen), as a company and as the desk. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CarLicenceOrdersPage from '../../src/features/carLicenceOrders/CarLicenceOrdersPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { asDesk, asProvider, carLicenceOrdersRows, pendingRequest, rejectedRequest } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Car licence requests/List',
  component: CarLicenceOrdersPage,
  parameters: { path: '/request-licenses', route: '/request-licenses' },
  decorators: [signedIn(asProvider)],
} satisfies Meta<typeof CarLicenceOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/licenseCarOrder': page(carLicenceOrdersRows, { total: 4, perPage: 5 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/licenseCarOrder': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/licenseCarOrder': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات ترخيص مركبات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/licenseCarOrder': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The company's requests in every status: 5 a page asked; a pending one opens and is updated, a rejected one does neither. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: pendingRequest.plate_number })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'طلب ترخيص مركبة' })).toBeVisible();
    await waitFor(() => expect((calls[0]!.body as Record<string, string>).paginate).toBe('5'));
    await expect(canvas.getByRole('button', { name: `تعديل: ${pendingRequest.plate_number}` })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: rejectedRequest.plate_number })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `عرض: ${rejectedRequest.plate_number}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `تعديل: ${rejectedRequest.plate_number}` })).toBeNull();
    await expect([...canvasElement.querySelectorAll('.status-badge')].map((b) => b.textContent)).toContain('مرفوض');
  },
};

/** The desk sees every company's; it decides them from the view and does not update them. */
export const Desk: Story = {
  parameters: { api: listing },
  decorators: [signedIn(asDesk)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: pendingRequest.plate_number })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'طلب ترخيص مركبة' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `تعديل: ${pendingRequest.plate_number}` })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'الشركة' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Request a car licence' })).toBeVisible();
    await waitFor(() => expect([...canvasElement.querySelectorAll('.status-badge')].map((b) => b.textContent)).toContain('Rejected'));
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/licenseCarOrder': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'حافلة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'حافلة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
