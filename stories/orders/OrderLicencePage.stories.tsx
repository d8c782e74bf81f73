/** The licence (/orders/license/{id}): the A4 sheet in Arabic with its QR code, the PDF and print; an order without a licence says so. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderLicencePage from '../../src/features/orders/OrderLicencePage';
import { ok } from '../support/mockApi';
import { callsTo } from '../users/support';
import { licence } from './fixtures';
import { as } from './support';

const meta = {
  title: 'Orders/Licence',
  component: OrderLicencePage,
  parameters: { path: '/orders/license/30', route: '/orders/license/:id' },
  decorators: [as('service_provider', 3)],
} satisfies Meta<typeof OrderLicencePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Licence: Story = {
  parameters: { api: { 'GET /general/orders/license/{id}': ok(licence), 'GET /general/orders/license/{id}/pdf': { body: {} } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = within(await canvas.findByTestId('licence-sheet'));
    await expect(sheet.getByTestId('licence-number')).toHaveTextContent('ORD-2026-00030');
    await expect(sheet.getByText('سارية')).toBeVisible();
    await expect(sheet.getByText('مؤسسة البناء المتين للمقاولات')).toBeVisible();
    await expect(sheet.getByText('غير محدد')).toBeVisible();
    await expect(sheet.getByTestId('licence-verify')).toHaveAttribute('href', licence.verify_path);
    // the QR code is drawn here, pointing at the public check page
    await waitFor(() => expect(sheet.getByRole('img', { name: /رمز QR/ })).toBeVisible());
    await userEvent.click(canvas.getByTestId('licence-pdf'));
    await waitFor(() => expect(callsTo('/general/orders/license/30/pdf')).toHaveLength(1));
  },
};

export const English: Story = {
  parameters: { api: { 'GET /general/orders/license/{id}': ok(licence) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download PDF' })).toBeVisible();
    // the sheet itself is Arabic, with English beside its headings
    await expect(await canvas.findByTestId('licence-sheet')).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByText('Building and Fit-out Licence')).toBeVisible();
    await expect(canvas.getByText('Order type: Services order')).toBeVisible();
  },
};

export const NotLicensed: Story = {
  parameters: { api: { 'GET /general/orders/license/{id}': { status: 409, body: { message: 'لم تصدر رخصة لهذا الطلب بعد' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لم تصدر رخصة لهذا الطلب بعد.')).toBeVisible();
  },
};
