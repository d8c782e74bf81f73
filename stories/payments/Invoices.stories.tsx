/**
 * Invoices: the list; the form's lines with their VAT and totals as they are typed (computed as the server does:
 * VAT on each line, rounded half up to the halala); an invoice's details with its actions; and the printable
 * simplified tax invoice with its e-invoice QR code.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InvoicesPage from '../../src/features/invoices/InvoicesPage';
import InvoiceFormPage from '../../src/features/invoices/InvoiceFormPage';
import InvoiceViewPage from '../../src/features/invoices/InvoiceViewPage';
import InvoicePrintPage from '../../src/features/invoices/InvoicePrintPage';
import { calls, ok, page } from '../support/mockApi';
import { asPayer, asStaff, companies, invoice, invoiceRows, logs } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Payments/Invoices',
  component: InvoicesPage,
  parameters: { path: '/invoices', route: '/invoices' },
  decorators: [signedIn(asStaff)],
} satisfies Meta<typeof InvoicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionsOf = (el: HTMLElement) => [...el.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

export const Records: Story = {
  parameters: { api: { 'POST /general/invoices': page(invoiceRows, { total: 5 }), 'GET /general/invoices/create': ok(companies.data) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'INV-2026-00001' })).toBeVisible();
    await expect(canvas.getAllByText('1,264.99 ر.س').length).toBe(5);
    // only the pending invoice is editable
    await expect(canvas.getAllByRole('button', { name: /^تعديل: / })).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/invoices': page([]), 'GET /general/invoices/create': ok(companies.data) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices')).toBeVisible();
  },
};

/** Lines: 3 × 33.33 is 99.99 with VAT 15.00 (14.9985 rounded), and the totals follow as the user types. */
export const FormTotals: Story = {
  render: () => createElement(InvoiceFormPage),
  parameters: { path: '/invoices/create', route: '/invoices/create', api: { 'GET /general/invoices/create': ok(companies.data) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: /الكمية/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /الكمية/ }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: /سعر الوحدة/ }), '33.33');
    await waitFor(() => expect(canvas.getByTestId('invoice-form-total')).toHaveTextContent('114.99 ر.س'));
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة بند' }));
    await expect(canvas.getAllByRole('group', { name: /^البند \d+$/ })).toHaveLength(2);
    // the empty second line is refused on its fields, and nothing is sent
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect((await canvas.findAllByText('هذا الحقل مطلوب')).length).toBeGreaterThan(0);
    await expect(calls.some((c) => c.path === '/general/invoices/store')).toBe(false);
  },
};

export const StaffDetails: Story = {
  render: () => createElement(InvoiceViewPage),
  parameters: {
    path: '/invoices/details/1',
    route: '/invoices/details/:id',
    api: { 'GET /general/invoices/details/{id}': ok(invoice(1, 'pending')), 'GET /general/invoices/logs/{id}': ok(logs.data) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('invoice-total')).toHaveTextContent('1,264.99 ر.س');
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE', 'CANCEL']));
    await expect(canvas.getByTestId('invoice-lines')).toBeVisible();
  },
};

export const PayerDetails: Story = {
  render: () => createElement(InvoiceViewPage),
  parameters: {
    path: '/invoices/details/4',
    route: '/invoices/details/:id',
    api: { 'GET /general/invoices/details/{id}': ok(invoice(4, 'rejected')), 'GET /general/invoices/logs/{id}': ok(logs.data) },
  },
  decorators: [signedIn(asPayer)],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('الإيصال غير مقروء')).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPLOAD_ATTACHMENT']));
  },
};

/** The printed invoice carries the QR code of its TLV text. */
export const Print: Story = {
  render: () => createElement(InvoicePrintPage),
  parameters: { path: '/invoices/3', route: '/invoices/:id', api: { 'GET /general/invoices/details/{id}': ok(invoice(3, 'approved')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('invoice-sheet-number')).toHaveTextContent('INV-2026-00003');
    await expect(canvas.getByTestId('licence-qr').getAttribute('data-qr')).toBe(invoice(3, 'approved').qr);
    await expect(canvas.getByTestId('invoice-sheet-total')).toHaveTextContent('1,264.99 ر.س');
    await expect(canvas.getByRole('button', { name: 'تنزيل PDF' })).toBeVisible();
  },
};
