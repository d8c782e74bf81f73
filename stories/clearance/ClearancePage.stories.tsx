/** /clearance: the companies' clearances in each state of the list, as the desk (starts one) and as a company (read only). */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ClearancePage from '../../src/features/clearance/ClearancePage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { asCompany, asKidana, clearanceRows, inProgress } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Clearance/List',
  component: ClearancePage,
  parameters: { path: '/clearance', route: '/clearance' },
  decorators: [signedIn(asKidana)],
} satisfies Meta<typeof ClearancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { api: { 'POST /general/clearance': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/clearance': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مخالصات بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/clearance': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** In progress, cleared and rejected, each with its votes n/m and its voters' decisions linked. */
export const Records: Story = {
  parameters: { api: { 'POST /general/clearance': page(clearanceRows) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await expect([...canvasElement.querySelectorAll('[data-testid="company-clearance-status"]')].map((b) => b.getAttribute('data-status'))).toEqual(['pending', 'accept', 'reject']);
    await expect(canvas.getAllByText('1 من 2 موافقة')).toHaveLength(2);
    const link = canvas.getAllByRole('link', { name: /فتح القرار: شركة كدانة للتنمية/ })[0]!;
    await expect(link.getAttribute('href')).toBe('/clearance/3/2');
  },
};

/** The desk starts a clearance: the company and the voters are required; they are picked from get-user-of-type and sent. */
export const StartClearance: Story = {
  parameters: {
    api: {
      'POST /general/clearance': page(clearanceRows),
      'GET /general/reassign_form/get-user-of-type/{type_id}': (req: MockRequest) =>
        ok(
          req.params.type_id === '7'
            ? [{ id: 2, name: 'موظف كدانة', company_name: 'شركة كدانة للتنمية', email: 'kdana@mashaer.test' }]
            : [{ id: 40, name: 'شركة السلام', company_name: 'شركة السلام لخدمات الحجاج', email: 'salam@example.sa' }],
        ),
      'POST /general/clearance/initiate': { status: 201, body: { message: 'ok', data: inProgress } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'بدء مخالصة' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'بدء المخالصة' }));
    await expect(await dialog.findByText('يرجى اختيار الشركة')).toBeVisible();
    await expect(await dialog.findByText('يرجى اختيار مصوّت واحد على الأقل')).toBeVisible();
    await expect(calls.some((c) => c.path === '/general/clearance/initiate')).toBe(false);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/get-user-of-type/2'))).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/get-user-of-type/7'))).toBe(true));
  },
};

/** A company sees its own clearance, read only: no "start" button. */
export const CompanyReadOnly: Story = {
  parameters: { api: { 'POST /general/clearance': page([inProgress]) } },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'بدء مخالصة' })).toBeNull();
  },
};
