/**
 * A violation in each status of its machine — the actions the machine offers this user (the desk edits and issues a
 * draft, makes an issued one's notice ready with its logos; the company reads) — and the printable notice.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegulatoryViolationOrderViewPage from '../../src/features/regulatoryViolationOrders/RegulatoryViolationOrderViewPage';
import RegulatoryViolationReadyPage from '../../src/features/regulatoryViolationOrders/RegulatoryViolationReadyPage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { asCompany, asDesk, draftViolation, issuedViolation, readyViolation } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Regulatory violations/Violation',
  component: RegulatoryViolationOrderViewPage,
  parameters: { path: '/regulatory-violation-order/1', route: '/regulatory-violation-order/:id' },
  decorators: [signedIn(asDesk)],
} satisfies Meta<typeof RegulatoryViolationOrderViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (record: typeof draftViolation, more: MockRoutes = {}): MockRoutes => ({ 'GET /regulatory-violation-order/{id}': ok(record), ...more });
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

/** The desk's draft: edit it or issue it; the company does not see it yet. */
export const DeskDraft: Story = {
  parameters: { api: showing(draftViolation) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مسودة: لا تراها الشركة حتى تُصدر')).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE', 'ISSUE']));
    await expect(canvas.queryByTestId('violation-make-ready')).toBeNull();
  },
};

/** The desk makes an issued one's notice ready: a missing logo is said on its field before any call. */
export const DeskMakesReady: Story = {
  parameters: { path: '/regulatory-violation-order/2', api: showing(issuedViolation, { 'POST /regulatory-violation-order/ready/{id}': ok(readyViolation) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('violation-make-ready'));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'اعتماد النموذج' }));
    await expect(await dialog.findAllByText('هذا الحقل مطلوب')).toHaveLength(3);
    await expect(calls.some((c) => c.path.includes('/ready/'))).toBe(false);
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    for (const name of [/شعار الترويسة 1/, /شعار الترويسة 2/, /شعار التذييل/]) await userEvent.upload(dialog.getByLabelText(name), logo);
    await userEvent.click(dialog.getByRole('button', { name: 'اعتماد النموذج' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/regulatory-violation-order/ready/2')).toBe(true));
  },
};

/** The company reads its issued violation: no action. */
export const CompanyIssued: Story = {
  parameters: { path: '/regulatory-violation-order/2', api: showing(issuedViolation) },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(issuedViolation.body!)).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
    await expect(canvas.queryByTestId('violation-make-ready')).toBeNull();
  },
};

/** A ready one leads to its notice, in English. */
export const ReadyEnglish: Story = {
  parameters: { path: '/regulatory-violation-order/3', api: showing(readyViolation) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Violation document/ })).toHaveAttribute('href', '/regulatory-violation-order/ready/3');
  },
};

/** The printable notice: both header logos, the body and the photographs. */
export const Notice: Story = {
  render: () => createElement(RegulatoryViolationReadyPage),
  parameters: { path: '/regulatory-violation-order/ready/3', route: '/regulatory-violation-order/ready/:id', api: showing(readyViolation) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('violation-notice');
    await expect(within(notice).getByText('إشعار مخالفة نظامية')).toBeVisible();
    await expect(within(notice).getByTestId('violation-number')).toHaveTextContent('3');
    await expect(within(notice).getByText(readyViolation.body!)).toBeVisible();
  },
};

/** A notice not ready yet says so. */
export const NoticeNotReady: Story = {
  render: () => createElement(RegulatoryViolationReadyPage),
  parameters: { path: '/regulatory-violation-order/ready/2', route: '/regulatory-violation-order/ready/:id', api: showing(issuedViolation) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('violation-not-ready')).toBeVisible();
  },
};
