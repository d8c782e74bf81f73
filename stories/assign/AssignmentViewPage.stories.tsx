/**
 * One assignment in each status of the assignment machine this screen acts on: awaiting an
 * appointment (edit and RETURN offered), returned (RE_CUSTOMIZE, which opens its own page),
 * received (the kroky viewable, the contract signed, nothing to do here); a company sees its
 * assignment and no action.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AssignmentViewPage from '../../src/features/assign/AssignmentViewPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { assignRecord, assignRows } from './fixtures';

const meta = {
  title: 'Camp assignments/View',
  component: AssignmentViewPage,
  parameters: { path: '/assign/1', route: '/assign/:id' },
} satisfies Meta<typeof AssignmentViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pending = assignRows[0]!;
const returnedNow = assignRecord({ ...pending, status: 'returned', status_text: 'مرتجع', version: 2 });

export const Pending: Story = {
  parameters: {
    api: {
      'GET /general/assign/edit/{id}': () => ({ body: ok(callsTo('/general/assign/return/1').length ? returnedNow : pending).body }),
      'POST /general/assign/return/{id}': ok(returnedNow, 'تم إرجاع المخيم'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('بانتظار الموعد')).toBeVisible();
    await expect(canvas.getByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /تعديل/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إرجاع المخيم' }));
    await waitFor(() => expect(callsTo('/general/assign/return/1')).toHaveLength(1));
    await expect(callsTo('/general/assign/return/1')[0]!.body).toMatchObject({ version: '1' });
    await expectToast(canvasElement, /إرجاع المخيم/);
    await expect(await canvas.findByRole('button', { name: 'إعادة التخصيص' })).toBeVisible();
  },
};

export const Returned: Story = {
  parameters: { path: '/assign/2', api: { 'GET /general/assign/edit/{id}': ok(assignRows[1]!) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إعادة التخصيص' }));
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

export const Delivered: Story = {
  parameters: { path: '/assign/3', api: { 'GET /general/assign/edit/{id}': ok(assignRows[2]!) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('موقّع')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /kroky-8-1\.pdf/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: { 'GET /general/assign/edit/{id}': ok(pending) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Return the camp' })).toBeVisible();
    await expect(canvas.getByText('Receiving company')).toBeVisible();
  },
};

/** The receiving company sees its assignment and no action of the authority's. */
export const AsProvider: Story = {
  parameters: { session: 'provider', api: { 'GET /general/assign/edit/{id}': ok(pending) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('بانتظار الموعد')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إرجاع المخيم' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};

export const Missing: Story = {
  parameters: { path: '/assign/99', api: { 'GET /general/assign/edit/{id}': { status: 404, body: { message: 'التخصيص غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('التخصيص غير موجود')).toBeVisible();
  },
};
