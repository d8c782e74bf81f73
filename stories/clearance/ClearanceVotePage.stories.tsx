/**
 * /clearance/{company_id}/{voter_id}: one voter's decision in each status of the clearance machine. The voter accepts
 * (after confirming) or rejects with a required reason; the same vote again is disabled with the machine's reason;
 * anyone else sees it read only; a decision the caller may not see is a 404.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ClearanceVotePage from '../../src/features/clearance/ClearanceVotePage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { adminAccepted, asCompany, asKidana, clearanceOf, decisionOf, myPendingVote, voteOf } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Clearance/Decision',
  component: ClearanceVotePage,
  parameters: { path: '/clearance/3/2', route: '/clearance/:company_id/:voter_id' },
  decorators: [signedIn(asKidana)],
} satisfies Meta<typeof ClearanceVotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const accepted = voteOf({ id: 11, status: 'accept' });
const rejectedVote = voteOf({ id: 11, status: 'reject', reason: 'فاتورة غير مدفوعة' });
const showing = (vote = myPendingVote, more: MockRoutes = {}): MockRoutes => ({ 'GET /general/clearance/{company_id}/{voter_id}': ok(decisionOf(vote)), ...more });
const stored = (vote: typeof myPendingVote) => ok(clearanceOf({ id: 1, votes: [vote, adminAccepted] }));
const storeCall = () => calls.find((c) => c.method === 'POST' && c.path === '/general/clearance/store');

/** Pending: the voter accepts, after confirming; the store call carries the vote and the version read. */
export const PendingAccept: Story = {
  parameters: { api: showing(myPendingVote, { 'POST /general/clearance/store': stored(accepted) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'موافقة' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'موافقة' }));
    await waitFor(() => expect(storeCall()?.body).toMatchObject({ company_id: '3', vote: 'accept', version: '1' }));
    await expect((storeCall()!.body as Record<string, unknown>).reason).toBeUndefined();
  },
};

/** Pending: a reject needs its reason (the machine's rule, before any call), then confirms and sends it. */
export const PendingRejectNeedsReason: Story = {
  parameters: { api: showing(myPendingVote, { 'POST /general/clearance/store': stored(rejectedVote) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('يرجى كتابة سبب الرفض')).toBeVisible();
    await expect(storeCall()).toBeUndefined();
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'فاتورة غير مدفوعة');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog').catch(() => null);
    const confirmScope = confirm ? within(confirm) : within([...canvasElement.ownerDocument.querySelectorAll('[role="dialog"]')].pop() as HTMLElement);
    await userEvent.click(confirmScope.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(storeCall()?.body).toMatchObject({ vote: 'reject', reason: 'فاتورة غير مدفوعة' }));
  },
};

/** Accepted: accepting again is disabled ("Already accepted"); rejecting stays offered. */
export const Accepted: Story = {
  parameters: { api: showing(accepted) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('موافق')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'موافقة' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'رفض' })).toBeEnabled();
  },
};

/** Rejected: the reason and the history show; rejecting again is disabled. */
export const Rejected: Story = {
  parameters: { api: showing(rejectedVote) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByTestId('clearance-vote-reason')).textContent).toContain('فاتورة غير مدفوعة');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'رفض' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'موافقة' })).toBeEnabled();
    await expect(canvas.getByTestId('clearance-history').querySelectorAll('li')).toHaveLength(2);
  },
};

/** The company sees the decision, read only. */
export const CompanyReadOnly: Story = {
  parameters: { api: showing(myPendingVote) },
  decorators: [signedIn(asCompany)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعرض هذه الصفحة القرار فقط؛ التصويت للمصوّت نفسه.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'موافقة' })).toBeNull();
  },
};

/** Another's decision, or none: the 404 panel with the way back. */
export const NotFound: Story = {
  parameters: { api: { 'GET /general/clearance/{company_id}/{voter_id}': { status: 404, body: { message: 'التصويت غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('clearance-missing')).toBeVisible();
  },
};
