/**
 * /about-signature and /lock/about-signature: the orders awaiting the caller's signature; choose, preview
 * (which can be signed now and why not the others), sign the ones that pass and read the report per order.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AboutSignaturePage from '../../src/features/reassignOrders/AboutSignaturePage';
import { FOREVER, ok, page } from '../support/mockApi';
import { callsTo } from '../users/support';
import { order } from './fixtures';
import { expectNoAxeViolations } from './a11y';

const meta = {
  title: 'Re-assign and lock orders/Bulk signature',
  component: AboutSignaturePage,
  parameters: { path: '/about-signature', route: '/about-signature' },
} satisfies Meta<typeof AboutSignaturePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const awaiting = [order(5, 'signature'), order(8, 'signature', { company_name: 'Al Baraka Services' })];

export const Loading: Story = {
  parameters: { api: { 'POST /general/reassign_orders': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/reassign_orders': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات بانتظار توقيعك')).toBeVisible();
  },
};

/** Preview both: one passes, one is refused with its reason; sign the one; the report. */
export const PreviewAndSign: Story = {
  parameters: {
    api: {
      'POST /general/reassign_orders': page(awaiting),
      'POST /general/reassign_orders/bulk-sign/preview': ok([
        { id: 5, passes: 1, status: 200, reason: null, label: '#5' },
        { id: 8, passes: 0, status: 403, reason: 'ليس لديك توقيع محفوظ', label: '#8' },
      ]),
      'POST /general/reassign_orders/bulk-sign': ok([{ id: 5, result: 'applied', status: 200, message: 'تم التوقيع', order_id: 5 }]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(callsTo('/general/reassign_orders')[0]?.body).toMatchObject({ type: 'reassign', awaiting_my_signature: '1' }));
    await expect(canvas.getByRole('button', { name: 'معاينة' })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('checkbox', { name: /#5/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /#8/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'معاينة' }));
    await expect(await canvas.findByText('ليس لديك توقيع محفوظ')).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument);
    await expect(callsTo('/general/reassign_orders/bulk-sign/preview')[0]!.body).toMatchObject({ 'ids[0]': '5', 'ids[1]': '8' });
    await userEvent.click(canvas.getByRole('button', { name: 'توقيع (1)' }));
    await expect(await canvas.findByTestId('bulk-report')).toHaveTextContent('تم التوقيع');
    await expect(callsTo('/general/reassign_orders/bulk-sign')[0]!.body).toMatchObject({ 'ids[0]': '5' });
    await expect(callsTo('/general/reassign_orders/bulk-sign')[0]!.body).not.toHaveProperty('ids[1]');
  },
};

export const Lock: Story = {
  parameters: { path: '/lock/about-signature', route: '/lock/about-signature', api: { 'POST /general/reassign_orders': page([order(9, 'signature', { type: 'lock' })]) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign lock orders' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Open order 9' })).toHaveAttribute('href', '/lock-orders/9/re-delivery/signature');
    await waitFor(() => expect(callsTo('/general/reassign_orders')[0]?.body).toMatchObject({ type: 'lock' }));
  },
};
