/**
 * A permit order's details in each status of its machine — the actions the machine offers this user (the company
 * edits a pending order; the desk approves it or rejects it with a reason) — and the issued permit's sheet.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import VehicleEntryPermitOrderViewPage from '../../src/features/vehicleEntryPermitOrders/VehicleEntryPermitOrderViewPage';
import VehicleEntryPermitFilePage from '../../src/features/vehicleEntryPermitOrders/VehicleEntryPermitFilePage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { approvedOrder, asCompany, asDesk, pendingOrder, rejectedOrder } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Vehicle-entry permits/Details',
  component: VehicleEntryPermitOrderViewPage,
  parameters: { path: '/vehicle-entry-permit-orders/details/1', route: '/vehicle-entry-permit-orders/details/:id' },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof VehicleEntryPermitOrderViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (record: typeof pendingOrder, more: MockRoutes = {}): MockRoutes => ({ 'GET /general/vehicle-entry-permit-orders/edit/{id}': ok(record), ...more });
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

/** The company's pending order: its edit only (the decision is the desk's). */
export const CompanyPending: Story = {
  parameters: { api: showing(pendingOrder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(pendingOrder.driver_name)).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE']));
    await expect(canvas.getByText('+966551234567')).toBeVisible();
  },
};

/** The desk rejects with a reason: an empty one is refused by the machine's own rule before any call. */
export const DeskRejects: Story = {
  parameters: { api: showing(pendingOrder, { 'POST /general/vehicle-entry-permit-orders/transition/{id}': ok({ ...pendingOrder, status: 'rejected', version: 2 }) }) },
  decorators: [signedIn(asDesk)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['APPROVE', 'REJECT']));
    await userEvent.click(canvas.getByRole('button', { name: 'رفض' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض الطلب' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await expect(calls.some((c) => c.path.includes('/transition/'))).toBe(false);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'الاستمارة منتهية');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض الطلب' }));
    await waitFor(() => expect(calls.find((c) => c.path.includes('/transition/'))?.body).toMatchObject({ event: 'REJECT', reject_reason: 'الاستمارة منتهية' }));
  },
};

/** An approved order: no action; its permit number, the permit's page and its check page. */
export const Approved: Story = {
  parameters: { path: '/vehicle-entry-permit-orders/details/2', api: showing(approvedOrder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('licence-number')).toHaveTextContent('VP-2026-00002');
    await expect(canvas.getByTestId('permit-file-link')).toHaveAttribute('href', '/vehicle-entry-permit-orders/file/2');
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** A rejected order shows its reason, in English. */
export const RejectedEnglish: Story = {
  parameters: { path: '/vehicle-entry-permit-orders/details/3', api: showing(rejectedOrder) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Reject reason')).toBeVisible();
    await expect(canvas.getByText('استمارة المركبة منتهية')).toBeVisible();
  },
};

/** The issued permit: the A4 sheet with its number and QR code. */
export const PermitSheet: Story = {
  render: () => createElement(VehicleEntryPermitFilePage),
  parameters: { path: '/vehicle-entry-permit-orders/file/2', route: '/vehicle-entry-permit-orders/file/:id', api: showing(approvedOrder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('permit-number')).toHaveTextContent('VP-2026-00002');
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="licence-qr"] img')).not.toBeNull());
  },
};

/** A permit not issued yet says so and leads back to its order. */
export const PermitNotIssued: Story = {
  render: () => createElement(VehicleEntryPermitFilePage),
  parameters: { path: '/vehicle-entry-permit-orders/file/1', route: '/vehicle-entry-permit-orders/file/:id', api: showing(pendingOrder) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('permit-not-approved')).toHaveTextContent('قيد الانتظار');
  },
};
