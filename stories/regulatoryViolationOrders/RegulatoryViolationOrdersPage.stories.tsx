/**
 * Regulatory violations: the list in each of its states, as the desk sees it (every company's, the camp filter,
 * "record a violation", drafts discarded) and as a company sees it (its own, read-only).
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegulatoryViolationOrdersPage from '../../src/features/regulatoryViolationOrders/RegulatoryViolationOrdersPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { asCompany, asDesk, campIdOptions, issuedViolation, readyViolation, regulatoryViolationOrdersRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Regulatory violations/List',
  component: RegulatoryViolationOrdersPage,
  parameters: { path: '/regulatory-violation-order', route: '/regulatory-violation-order' },
  decorators: [signedIn(asDesk)],
} satisfies Meta<typeof RegulatoryViolationOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const targets = { 'GET /regulatory-violation-order/camps': ok(campIdOptions) };
const listing = { ...targets, 'POST /regulatory-violation-order': page(regulatoryViolationOrdersRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { ...targets, 'POST /regulatory-violation-order': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { ...targets, 'POST /regulatory-violation-order': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مخالفات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { ...targets, 'POST /regulatory-violation-order': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The desk: every company's, with the company; edit and discard on the draft only. */
export const DeskRecords: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: regulatoryViolationOrdersRows[0]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل مخالفة' })).toBeVisible();
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByText('شركة الضيافة لخدمات الحجاج')).toHaveLength(3);
    await expect(table.getAllByRole('button', { name: /^حذف المسودة/ })).toHaveLength(1);
    await expect(table.getAllByRole('button', { name: /^تعديل/ })).toHaveLength(1);
  },
};

/** A company: its issued violations, no writing, no actions column, no camp filter. */
export const CompanyRecords: Story = {
  parameters: { api: { 'POST /regulatory-violation-order': page([issuedViolation, readyViolation], { total: 2 }) } },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: issuedViolation.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تسجيل مخالفة' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'المخيم' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'الإجراءات' })).toBeNull();
    await expect(calls.some((c) => c.path === '/regulatory-violation-order/camps')).toBe(false);
  },
};

export const CompanyEmptyEnglish: Story = {
  parameters: { api: { 'POST /regulatory-violation-order': page([]) } },
  decorators: [signedIn(asCompany)],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No violations have been issued for your camps')).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { ...targets, 'POST /regulatory-violation-order': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string> | undefined)?.search === 'تجربة')).toBe(true));
    await expect(
      calls
        .filter((c) => c.path === '/regulatory-violation-order')
        .at(-1)!
        .query.get('page'),
    ).toBe('1');
  },
};

/** The desk's camp filter offers the handed-over camps (with their company) and sends the chosen one's id. */
export const FilterByCamp: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'المخيم' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'مخيم 7-14 — شركة الرفادة المشاركة' })).toBeInTheDocument());
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(calls.some((c) => c.path === '/regulatory-violation-order' && String((c.body as Record<string, unknown>).camp_id) === '2')).toBe(true));
  },
};
