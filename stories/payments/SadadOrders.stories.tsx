/**
 * SADAD orders: the list in each of its states, and an order's details in the statuses of its machine — the
 * company uploads its receipt; the authority approves, or rejects with a reason (the machine's rule refuses an
 * empty one before any call), or cancels after a confirmation.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SadadOrdersPage from '../../src/features/sadadOrders/SadadOrdersPage';
import SadadOrderViewPage from '../../src/features/sadadOrders/SadadOrderViewPage';
import SadadOrderFormPage from '../../src/features/sadadOrders/SadadOrderFormPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { asPayer, asStaff, companies, logs, sadadOrder, sadadRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Payments/SADAD orders',
  component: SadadOrdersPage,
  parameters: { path: '/sadad', route: '/sadad' },
  decorators: [signedIn(asStaff)],
} satisfies Meta<typeof SadadOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/sadad': page(sadadRows, { total: 5 }), 'GET /general/sadad/create': ok(companies.data) };
const actionsOf = (el: HTMLElement) => [...el.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));
const details = (id: number, status: string) => ({ 'GET /general/sadad/details/{id}': ok(sadadOrder(id, status)), 'GET /general/sadad/logs/{id}': ok(logs.data) });

export const Loading: Story = {
  parameters: { api: { 'POST /general/sadad': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/sadad': page([]), 'GET /general/sadad/create': ok(companies.data) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد أوامر سداد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/sadad': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Staff see every company's orders with the bill number, amount in riyals and status; they may issue one. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '0902600000001' })).toBeVisible();
    await expect(canvas.getAllByText('12,500.50 ر.س').length).toBe(5);
    await expect(canvas.getByRole('button', { name: 'إصدار أمر سداد' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Issue a SADAD order' })).toBeVisible();
    await expect((await canvas.findAllByText('SAR 12,500.50')).length).toBe(5);
  },
};

/** The company uploads its receipt: the dialog refuses an empty file field; the upload goes as form data with the version. */
export const PayerUploads: Story = {
  render: () => createElement(SadadOrderViewPage),
  parameters: {
    path: '/sadad/details/1',
    route: '/sadad/details/:id',
    api: { ...details(1, 'pending'), 'POST /general/sadad/upload_docs': ok(sadadOrder(1, 'attachment_uploaded')) },
  },
  decorators: [signedIn(asPayer)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('sadad-bill-number')).toHaveTextContent('0902600000001');
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPLOAD_ATTACHMENT']));
    await userEvent.click(canvas.getByRole('button', { name: 'رفع مرفق السداد' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفع' }));
    await expect(await dialog.findByText('هذا الحقل مطلوب')).toBeVisible();
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await userEvent.click(dialog.getByRole('button', { name: 'رفع' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/sadad/upload_docs')).toBe(true));
  },
};

/** Staff reject the receipt: an empty reason is refused by the machine's rule, before any call. */
export const StaffRejects: Story = {
  render: () => createElement(SadadOrderViewPage),
  parameters: {
    path: '/sadad/details/2',
    route: '/sadad/details/:id',
    api: { ...details(2, 'attachment_uploaded'), 'POST /general/sadad/change_state': ok(sadadOrder(2, 'rejected')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['APPROVE', 'REJECT', 'CANCEL']));
    await userEvent.click(canvas.getByRole('button', { name: 'رفض السداد' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await expect(calls.some((c) => c.path.includes('change_state'))).toBe(false);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'الإيصال غير مقروء');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(calls.find((c) => c.path.includes('change_state'))?.body).toMatchObject({ sadad_order_id: '2', status_id: 'rejected', rejection_reason: 'الإيصال غير مقروء' }));
    await expect(await canvas.findByTestId('payment-log')).toBeVisible();
  },
};

export const Approved: Story = {
  render: () => createElement(SadadOrderViewPage),
  parameters: { path: '/sadad/details/3', route: '/sadad/details/:id', api: details(3, 'approved') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('معتمد')).not.toHaveLength(0);
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** Issuing: the amount is text read exactly; three decimals are refused on the field. */
export const Issue: Story = {
  render: () => createElement(SadadOrderFormPage),
  parameters: { path: '/sadad/create', route: '/sadad/create', api: { 'GET /general/sadad/create': ok(companies.data), 'POST /general/sadad/store': ok(sadadOrder(9, 'pending')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /الوصف/ }), 'رسوم استهلاك الكهرباء');
    await userEvent.type(canvas.getByRole('textbox', { name: /المبلغ/ }), '10.505');
    await userEvent.click(canvas.getByRole('button', { name: 'إصدار' }));
    await expect(await canvas.findByText('أدخل مبلغاً بالريال أكبر من صفر وبخانتين عشريتين على الأكثر')).toBeVisible();
    await expect(calls.some((c) => c.path === '/general/sadad/store')).toBe(false);
  },
};
