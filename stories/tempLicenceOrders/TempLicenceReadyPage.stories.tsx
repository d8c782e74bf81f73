/** /temp-licenses-order/ready/{id}: the approved licence's A4 sheet; an order not approved says so. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TempLicenceReadyPage from '../../src/features/tempLicenceOrders/TempLicenceReadyPage';
import { ok } from '../support/mockApi';
import { approved, PROVIDER, pendingNoKroky } from './fixtures';

const meta = {
  title: 'Temporary licence orders/Licence',
  component: TempLicenceReadyPage,
  parameters: { path: '/temp-licenses-order/ready/2', route: '/temp-licenses-order/ready/:id', session: 'provider', permissions: PROVIDER },
} satisfies Meta<typeof TempLicenceReadyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  parameters: { api: { 'GET /general/temp_license_order/details/{id}': ok(approved) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('temp-licence-sheet')).toBeVisible();
    await expect(canvas.getByTestId('temp-licence-number')).toHaveTextContent('TL-2026-00002');
    await expect(canvas.getByText('مظلة انتظار مؤقتة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'طباعة' })).toBeVisible();
  },
};

export const NotApproved: Story = {
  parameters: { path: '/temp-licenses-order/ready/4', api: { 'GET /general/temp_license_order/details/{id}': ok(pendingNoKroky) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('temp-licence-not-approved')).toHaveTextContent('لم تُعتمد هذه الرخصة');
    await expect(canvas.queryByTestId('temp-licence-sheet')).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: { 'GET /general/temp_license_order/details/{id}': ok(approved) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Print' })).toBeVisible();
  },
};
