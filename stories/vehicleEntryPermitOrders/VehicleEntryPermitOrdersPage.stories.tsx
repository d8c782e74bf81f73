/** Vehicle-entry permit orders: the list as a company sees it (its own) and as the desk sees it (whose each is). */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import VehicleEntryPermitOrdersPage from '../../src/features/vehicleEntryPermitOrders/VehicleEntryPermitOrdersPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { asCompany, asDesk, permitRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Vehicle-entry permits/List',
  component: VehicleEntryPermitOrdersPage,
  parameters: { path: '/vehicle-entry-permit-orders', route: '/vehicle-entry-permit-orders' },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof VehicleEntryPermitOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/vehicle-entry-permit-orders': page(permitRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/vehicle-entry-permit-orders': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/vehicle-entry-permit-orders': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات تصاريح دخول بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/vehicle-entry-permit-orders': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The company's own orders: no company column; only a pending order offers the edit. */
export const CompanyOrders: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: permitRows[0]!.plate_number })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'طلب تصريح دخول' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'الشركة' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^تعديل: / })).toHaveLength(1);
    await expect(within(canvas.getByRole('table')).getAllByText('مخيم 12 مزدلفة').length).toBe(3);
  },
};

/** The desk sees every company's orders, with whose each is, and files none itself. */
export const Desk: Story = {
  parameters: { api: listing },
  decorators: [signedIn(asDesk)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'الشركة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'طلب تصريح دخول' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^تعديل: / })).toHaveLength(0);
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Request a permit' })).toBeVisible();
    await expect(canvas.getAllByText('Pending').length).toBeGreaterThan(0);
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/vehicle-entry-permit-orders': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'شاحنة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'شاحنة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
