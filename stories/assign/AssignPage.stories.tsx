/**
 * Camp assignments, the list: loading, empty, failed, the records (camp, square, country, receiving
 * company with its CR, the contract's signature state and the status), search and filters sent with
 * the page size, and what a company sees (no adding, no company filter).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AssignPage from '../../src/features/assign/AssignPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { assignRows, countryIdOptions, receivers, squareIdOptions } from './fixtures';

const meta = {
  title: 'Camp assignments/List',
  component: AssignPage,
  parameters: { path: '/assign', route: '/assign' },
} satisfies Meta<typeof AssignPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const targets = { 'POST /general/squares': page(squareIdOptions), 'POST /general/countries': page(countryIdOptions), 'GET /general/assign/companies': ok(receivers) };
const listing = { ...targets, 'POST /general/assign': page(assignRows, { total: 3 }) };
const listCalls = () => calls.filter((c) => c.path === '/general/assign');

export const Loading: Story = {
  parameters: { api: { ...targets, 'POST /general/assign': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { ...targets, 'POST /general/assign': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تخصيصات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { ...targets, 'POST /general/assign': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByRole('link', { name: 'مخيم 7-1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تخصيص مخيم' })).toBeVisible();
    await expect(table.getByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await expect(table.getByText('4030012345')).toBeVisible();
    await expect(table.getAllByText('إندونيسيا')[0]).toBeVisible();
    // the contract and the status, each in words
    await expect(table.getByText('موقّع')).toBeVisible();
    await expect(table.getAllByText('غير موقّع')).toHaveLength(2);
    await expect(table.getByText('مرتجع')).toBeVisible();
    // editing only while awaiting the appointment; re-customising only a returned camp
    await expect(table.getAllByRole('button', { name: /^تعديل/ })).toHaveLength(1);
    await expect(table.getByRole('button', { name: 'إعادة التخصيص: مخيم 7-2' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Assign a camp' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Camp 7-1' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText('Signed')).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { ...targets, 'POST /general/assign': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث بالمخيم أو الشركة أو السجل التجاري' }), 'الضيافة{Enter}');
    await waitFor(() => expect(listCalls().some((c) => (c.body as Record<string, string>).search === 'الضيافة')).toBe(true));
    await expect(listCalls().at(-1)!.query.get('page')).toBe('1');
  },
};

/** The square, company and contract filters send the chosen values. */
export const Filters: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const square = canvas.getByRole('combobox', { name: 'المربع' });
    await waitFor(() => expect(within(square).getByRole('option', { name: 'المربع 8' })).toBeInTheDocument());
    await userEvent.selectOptions(square, '2');
    await waitFor(() => expect(listCalls().some((c) => String((c.body as Record<string, unknown>).square_id) === '2')).toBe(true));
    const company = canvas.getByRole('combobox', { name: 'الشركة المستلمة' });
    await waitFor(() => expect(within(company).getByRole('option', { name: 'شركة المروة لخدمات الحجاج' })).toBeInTheDocument());
    await userEvent.selectOptions(company, '21');
    await waitFor(() => expect(listCalls().some((c) => String((c.body as Record<string, unknown>).receiver_company_id) === '21')).toBe(true));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'حالة العقد' }), 'signed');
    await waitFor(() => expect(listCalls().some((c) => (c.body as Record<string, unknown>).contract_status === 'signed')).toBe(true));
  },
};

/** A company sees its own assignments: nothing to add, no company filter (the server narrows the list). */
export const AsProvider: Story = {
  parameters: { api: { ...listing, 'POST /general/assign': page([assignRows[0]!]) }, session: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'مخيم 7-1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تخصيص مخيم' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'الشركة المستلمة' })).toBeNull();
    await expect(calls.some((c) => c.path === '/general/assign/companies')).toBe(false);
  },
};
