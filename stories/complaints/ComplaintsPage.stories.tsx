/** Complaints: the list in each of its states, as the desk (every company's, with the company) and as a company. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintsPage from '../../src/features/complaints/ComplaintsPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { asCompany, asDesk, complaintsRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Complaints/List',
  component: ComplaintsPage,
  parameters: { path: '/complaints', route: '/complaints' },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof ComplaintsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/complaints': page(complaintsRows, { total: 4 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/complaints': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/complaints': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد شكاوى بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/complaints': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** A company's own: it may edit and withdraw only the filed one; no company column. */
export const Company: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: complaintsRows[0]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تقديم شكوى' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^تعديل: / })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^سحب: / })).toHaveLength(1);
    await expect(canvas.queryByRole('columnheader', { name: 'الجهة المقدِّمة' })).toBeNull();
    await expect(canvas.getAllByText('عالية').length).toBeGreaterThan(0);
  },
};

/** The desk sees every company's, with the company; it edits none of them. */
export const Desk: Story = {
  parameters: { api: listing },
  decorators: [signedIn(asDesk)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'الجهة المقدِّمة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^تعديل: / })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'File a complaint' })).toBeVisible();
    await expect(canvas.getAllByText('Cleanliness').length).toBeGreaterThan(0);
  },
};

/** Filtering by type sends the word, and comes back to page 1. */
export const FilterByType: Story = {
  parameters: { api: { 'POST /general/complaints': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'نوع الشكوى' }), 'safety');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).type === 'safety')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};
