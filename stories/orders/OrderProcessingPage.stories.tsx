/**
 * Tsleem's desk for one order (/orders/processing/{id}): approving asks for the licence's end date
 * (60 days on by default) and opens the licence; rejecting for good asks a reason, then the
 * machine's question; an order not waiting for tsleem says so. Then the electricity preparation
 * (/orders/prepare/{id}) and the tracking page of a licensed order.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderProcessingPage from '../../src/features/orders/OrderProcessingPage';
import { ok } from '../support/mockApi';
import { callsTo } from '../users/support';
import { licensed, processing } from './fixtures';
import { as, dialogOf } from './support';

const meta = {
  title: 'Orders/Processing',
  component: OrderProcessingPage,
  parameters: { path: '/orders/processing/25', route: '/orders/processing/:id' },
  decorators: [as('kdana', 2)],
} satisfies Meta<typeof OrderProcessingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export const Approve: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': ok(processing), 'POST /general/orders/approve': ok({ ...processing, status: 'licensed' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'قرار جهة التسليم' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اعتماد الطلب وإصدار الرخصة' }));
    const dialog = await dialogOf(canvasElement);
    const date = dialog.getByLabelText(/تاريخ نهاية الرخصة/) as HTMLInputElement;
    await expect(date.value).toBe(inDays(60));
    await userEvent.click(dialog.getByTestId('event-submit'));
    await waitFor(() => expect(callsTo('/general/orders/approve')).toHaveLength(1));
    await expect(callsTo('/general/orders/approve')[0]!.body).toMatchObject({ id: '25', version: '8', license_end_date: inDays(60) });
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

export const Reject: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': ok(processing), 'POST /general/orders/reject': ok({ ...processing, status: 'rejected' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض الطلب' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('هل أنت متأكد من رفض الطلب نهائياً؟')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox'), 'الموقع خارج حدود المخيم');
    await userEvent.click(dialog.getByTestId('event-submit'));
    // the machine's question, then the call
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('dialog').length).toBeGreaterThan(1));
    const confirm = within(body.getAllByRole('dialog').at(-1)!);
    await userEvent.click(confirm.getByRole('button', { name: 'رفض الطلب' }));
    await waitFor(() => expect(callsTo('/general/orders/reject')).toHaveLength(1));
    await expect(callsTo('/general/orders/reject')[0]!.body).toMatchObject({ id: '25', rejection_reason: 'الموقع خارج حدود المخيم' });
  },
};

export const NotAwaiting: Story = {
  parameters: { path: '/orders/processing/30', api: { 'POST /general/orders/details/{id}': ok(licensed) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ليس بانتظار هذه الخطوة/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'اعتماد الطلب وإصدار الرخصة' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': ok(processing) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "The tsleem authority's decision" })).toBeVisible();
  },
};
