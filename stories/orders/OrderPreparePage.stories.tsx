/** The electricity of a licensed order (/orders/prepare/{id}): the meter and the delivery date, each an event of the order machine. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderPreparePage from '../../src/features/orders/OrderPreparePage';
import OrderTrackingPage from '../../src/features/orders/OrderTrackingPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { eventsOf, licensed } from './fixtures';
import { as } from './support';

const meta = {
  title: 'Orders/Prepare',
  component: OrderPreparePage,
  parameters: { path: '/orders/prepare/30', route: '/orders/prepare/:id' },
  decorators: [as('kdana', 2)],
} satisfies Meta<typeof OrderPreparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = { ...licensed, electric_meter: null, electricity_delivery_date: null, events: eventsOf('licensed', { SET_ELECTRIC_METER: 1, ARRANGE_ELECTRICITY_DELIVERY: 1, EXTEND_LICENCE: 1 }) };

export const Meter: Story = {
  parameters: { api: { 'POST /general/orders/details/{id}': ok(ready), 'POST /general/orders/elect-meter/{id}': ok(ready), 'POST /general/orders/electricity_delivery/{id}': ok(ready) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ بيانات العداد' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/رقم الاشتراك/), '300123456');
    await userEvent.type(canvas.getByLabelText(/سعة العداد/), '200');
    await userEvent.click(canvas.getByLabelText('عداد مشترك'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ بيانات العداد' }));
    await waitFor(() => expect(callsTo('/general/orders/elect-meter/30')).toHaveLength(1));
    await expect(callsTo('/general/orders/elect-meter/30')[0]!.body).toMatchObject({ subscription_number: '300123456', metric_capacity: '200', shared: '1', version: '9' });
    await expectToast(canvasElement, 'تم: بيانات العداد الكهربائي');
    await userEvent.type(canvas.getByLabelText(/تاريخ توصيل الكهرباء/), '2026-12-20');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الموعد' }));
    await waitFor(() => expect(callsTo('/general/orders/electricity_delivery/30')).toHaveLength(1));
    await expect(callsTo('/general/orders/electricity_delivery/30')[0]!.body).toMatchObject({ delivery_date: '2026-12-20' });
  },
};

/** Tracking (/orders/tracking/{id}): what the status means, the history, the statechart. */
export const Tracking: Story = {
  render: () => <OrderTrackingPage />,
  decorators: [as('contractor', 9)],
  parameters: { path: '/orders/tracking/30', route: '/orders/tracking/:id', api: { 'POST /general/orders/details/{id}': ok(licensed) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('صدرت الرخصة والأعمال جارية', { selector: '.order-status-note' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'سجل الطلب' })).toBeVisible();
  },
};
