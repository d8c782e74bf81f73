/**
 * A car licence request's view in each status of its machine: the actions the machine offers this user (the
 * company updates or cancels a pending request; the desk approves it or rejects it with a reason), and the
 * spec's message in place of a rejected request (001 §8).
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CarLicenceOrderViewPage from '../../src/features/carLicenceOrders/CarLicenceOrderViewPage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { approvedRequest, asDesk, asProvider, cancelledRequest, pendingRequest, rejectedLocked } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Car licence requests/View',
  component: CarLicenceOrderViewPage,
  parameters: { path: '/request-licenses/view/1', route: '/request-licenses/view/:id' },
  decorators: [signedIn(asProvider)],
} satisfies Meta<typeof CarLicenceOrderViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (record: typeof pendingRequest, more: MockRoutes = {}): MockRoutes => ({ 'GET /general/licenseCarOrder/edit/{id}': ok(record), ...more });
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

/** The company's pending request: update and cancel. Cancelling asks first, calls the spec's cancel and shows the status it answers. */
export const PendingCancel: Story = {
  parameters: {
    api: {
      'GET /general/licenseCarOrder/edit/{id}': () => ok(calls.some((c) => c.path.includes('/cancel/')) ? cancelledRequest : pendingRequest),
      'POST /general/licenseCarOrder/cancel/{id}': ok({ licenseCarOrder: { ...pendingRequest, status: 'cancelled', status_text: 'ملغي', version: 2 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(pendingRequest.driver_name)).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE', 'CANCEL']));
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'إلغاء الطلب' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/general/licenseCarOrder/cancel/1')).toBe(true));
    await expect(String((calls.find((c) => c.path.includes('/cancel/'))!.body as Record<string, unknown>).version)).toBe('1');
    // cancelled: no action is offered any more (cancelling again is the machine's "already cancelled")
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual([]));
    await expect(await canvas.findByText('ملغي')).toBeVisible();
  },
};

/** The desk rejects with a reason: an empty one is refused by the machine's own rule before any call. */
export const DeskRejects: Story = {
  parameters: { api: showing(pendingRequest, { 'POST /general/licenseCarOrder/transition/{id}': ok({ ...pendingRequest, status: 'rejected', version: 2 }) }) },
  decorators: [signedIn(asDesk)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['APPROVE', 'REJECT']));
    await userEvent.click(canvas.getByRole('button', { name: 'رفض' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await expect(calls.some((c) => c.path.includes('/transition/'))).toBe(false);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'الاستمارة منتهية');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(calls.find((c) => c.path.includes('/transition/'))?.body).toMatchObject({ event: 'REJECT', reject_reason: 'الاستمارة منتهية' }));
  },
};

export const Approved: Story = {
  parameters: { path: '/request-licenses/view/2', api: showing(approvedRequest) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('معتمد')).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** A rejected request is not shown: the server's message (spec 001 §8) and the way back to the list. */
export const Rejected: Story = {
  parameters: { path: '/request-licenses/view/3', api: { 'GET /general/licenseCarOrder/edit/{id}': rejectedLocked } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا يمكنك عرض أو تعديل طلب ترخيص مرفوض')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'طلبات ترخيص المركبات' })).toBeVisible();
  },
};

export const RejectedEnglish: Story = {
  parameters: { path: '/request-licenses/view/3', api: { 'GET /general/licenseCarOrder/edit/{id}': { status: 409, body: { message: "You can't view or update a rejected licence request" } } } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You can't view or update a rejected licence request")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Car licence requests' })).toBeVisible();
  },
};

/** Another company's request, or none: not found. */
export const Missing: Story = {
  parameters: { path: '/request-licenses/view/99', api: { 'GET /general/licenseCarOrder/edit/{id}': { status: 404, body: { message: 'طلب ترخيص المركبة غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('طلب ترخيص المركبة غير موجود')).toBeVisible();
  },
};
