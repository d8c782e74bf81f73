/**
 * A complaint in each status of its machine, with the actions it offers this user: the company edits a filed one;
 * the desk starts the review or rejects a filed one, resolves or rejects one in review (a note asked first and
 * required); a resolved or rejected one shows the desk's words and nothing to do. The point shows on the plan.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintViewPage from '../../src/features/complaints/ComplaintViewPage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { asCompany, asDesk, filedComplaint, inReviewComplaint, rejectedComplaint, resolvedComplaint } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Complaints/Complaint',
  component: ComplaintViewPage,
  parameters: { path: '/complaints/1', route: '/complaints/:id' },
  decorators: [signedIn(asDesk)],
} satisfies Meta<typeof ComplaintViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (record: typeof filedComplaint, more: MockRoutes = {}): MockRoutes => ({ 'GET /general/complaints/edit/{id}': ok(record), ...more });
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

/** The company's filed complaint: it may edit it; the point is on the plan. */
export const CompanyFiled: Story = {
  parameters: { api: showing(filedComplaint) },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(filedComplaint.details!)).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE']));
    await expect(canvasElement.querySelector('.site-plan-marker')).not.toBeNull();
    await expect(canvas.getByText('39.89120° E, 21.41210° N')).toBeVisible();
  },
};

/** The desk's filed complaint: start the review (one call, the version sent), or reject it. */
export const DeskFiled: Story = {
  parameters: { api: showing(filedComplaint, { 'POST /general/complaints/transition/{id}': ok({ ...inReviewComplaint, id: 1 }) }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['START_REVIEW', 'REJECT']));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'بدء المراجعة' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/complaints/transition/1')).toBe(true));
    await expect(calls.find((c) => c.path === '/general/complaints/transition/1')!.body).toMatchObject({ event: 'START_REVIEW', version: '1' });
  },
};

/** The desk resolves one in review: the note is required before any call, then sent with the event. */
export const DeskResolves: Story = {
  parameters: { path: '/complaints/2', api: showing(inReviewComplaint, { 'POST /general/complaints/transition/{id}': ok({ ...resolvedComplaint, id: 2 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['RESOLVE', 'REJECT']));
    await userEvent.click(canvas.getByRole('button', { name: 'معالجة الشكوى' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'تمت المعالجة' }));
    await expect(await dialog.findByText('هذا الحقل مطلوب')).toBeVisible();
    await expect(calls.some((c) => c.path.includes('/transition/'))).toBe(false);
    await userEvent.type(dialog.getByLabelText(/ما تمّ لمعالجتها/), 'نُشر منظمان عند المعبر');
    await userEvent.click(dialog.getByRole('button', { name: 'تمت المعالجة' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/complaints/transition/2')).toBe(true));
    await expect(calls.find((c) => c.path === '/general/complaints/transition/2')!.body).toMatchObject({ event: 'RESOLVE', resolution: 'نُشر منظمان عند المعبر', version: '2' });
  },
};

/** The company's complaint in review: nothing to do but follow it. */
export const CompanyInReview: Story = {
  parameters: { path: '/complaints/2', api: showing(inReviewComplaint) },
  decorators: [signedIn(asCompany)],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('In review')).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** A resolved one shows what was done; nothing more to do. */
export const Resolved: Story = {
  parameters: { path: '/complaints/3', api: showing(resolvedComplaint) },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('complaint-resolution')).toHaveTextContent(resolvedComplaint.resolution!);
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** A rejected one shows why, in English; the desk can do nothing more with it. */
export const RejectedEnglish: Story = {
  parameters: { path: '/complaints/4', api: showing(rejectedComplaint) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('complaint-reject-reason')).toHaveTextContent(rejectedComplaint.reject_reason!);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** The server refuses (someone else acted first): the message is shown and the screen stays. */
export const Refused: Story = {
  parameters: { api: showing(filedComplaint, { 'POST /general/complaints/transition/{id}': { status: 409, body: { message: 'تم تعديل السجل من قبل مستخدم آخر' } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'بدء المراجعة' }));
    await expect(await within(document.body).findByText('تم تعديل السجل من قبل مستخدم آخر')).toBeInTheDocument();
    await expect(canvas.getByText('مقدمة')).toBeVisible();
  },
};

/** A complaint that is not there (or another company's). */
export const Missing: Story = {
  parameters: { path: '/complaints/99', api: { 'GET /general/complaints/edit/{id}': { status: 404, body: { message: 'الشكوى غير موجودة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('الشكوى غير موجودة');
  },
};
