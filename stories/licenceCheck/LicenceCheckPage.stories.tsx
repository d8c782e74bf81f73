/** The public licence check (/orders/qr/{qr} and each licence kind's, no sign-in): valid, expired, cancelled, an unknown or forged code, and a car licence with no end date. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LicenceCheckPage from '../../src/features/licenceCheck/LicenceCheckPage';
import { check, QR } from './fixtures';

const meta = {
  title: 'Licences/Licence check (public)',
  component: LicenceCheckPage,
  parameters: { path: `/orders/qr/${QR}`, route: '/orders/qr/:qr', session: false },
} satisfies Meta<typeof LicenceCheckPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  parameters: { api: { 'GET /general/orders/qr/{qr}': { body: check('valid') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'الرخصة سارية' })).toBeVisible();
    await expect(canvas.getByTestId('licence-check')).toHaveAttribute('data-state', 'valid');
    await expect(canvas.getByText('ORD-2026-00030')).toBeVisible();
    await expect(canvas.getByText('2027-02-09')).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: { api: { 'GET /general/orders/qr/{qr}': { body: check('expired') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'الرخصة منتهية' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: { api: { 'GET /general/orders/qr/{qr}': { body: check('cancelled') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'الرخصة ملغاة' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { api: { 'GET /general/orders/qr/{qr}': { status: 404, body: { message: 'الرخصة غير موجودة أو الرمز غير صحيح' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('الرخصة غير موجودة: الرمز غير معروف أو مزوَّر.')).toBeVisible();
    await expect(canvas.getByTestId('licence-check')).toHaveAttribute('data-state', 'not-found');
  },
};

export const English: Story = {
  parameters: { api: { 'GET /general/orders/qr/{qr}': { body: check('valid') } } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The licence is valid' })).toBeVisible();
  },
};

export const CarLicence: Story = {
  parameters: {
    path: `/request-licenses/qr/${QR}`,
    route: '/request-licenses/qr/:qr',
    api: { 'GET /general/licenseCarOrder/qr/{qr}': { body: check('valid', { title: 'ترخيص مركبة', number: 'CL-2026-00004', camp: '', vehicle: 'حافلة — ب ت ث 1234', valid_until: null }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'الرخصة سارية' })).toBeVisible();
    await expect(canvas.getByText('حافلة — ب ت ث 1234')).toBeVisible();
    await expect(canvas.getByText('سارية حتى إلغائها')).toBeVisible();
    await expect(canvas.queryByText('المخيم')).toBeNull();
  },
};
