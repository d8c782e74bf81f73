/**
 * A ticket's details in each status of its machine, with the steps the machine offers each side: the owner comments
 * and closes (asked first), the holding group's admin answers and forwards to another group (its rule refuses the
 * group holding it before any call); once closed the reply box is gone.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TicketDetailsPage from '../../src/features/tickets/TicketDetailsPage';
import { calls, ok, type MockRoutes } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { answeredTicket, asAdmin, asCompany, asHandler, closedTicket, forwardedTicket, groups, openTicket } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Tickets/Details',
  component: TicketDetailsPage,
  parameters: { path: '/tickets/details/1', route: '/tickets/details/:id' },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof TicketDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (record: typeof openTicket, more: MockRoutes = {}): MockRoutes => ({ 'GET /general/tickets/edit/{id}': ok(record), 'GET /general/tickets/groups': ok(groups), ...more });
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('.lifecycle-actions [data-event]')].map((b) => b.getAttribute('data-event'));
const sent = () => calls.find((c) => c.path.includes('/transition/'));

/** The owner's open ticket: close, and the reply box (a COMMENT); an empty comment is refused before any call. */
export const OwnerComments: Story = {
  parameters: { api: showing(openTicket, { 'POST /general/tickets/transition/{id}': ok({ ...openTicket, version: 2 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(openTicket.content)).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['CLOSE']));
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرد' }));
    await expect(await canvas.findByText('نص التعليق مطلوب')).toBeVisible();
    await expect(sent()).toBeUndefined();
    await userEvent.type(canvas.getByRole('textbox', { name: /نص الرد/ }), 'ما زالت المشكلة قائمة');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(sent()?.body).toMatchObject({ event: 'COMMENT', content: 'ما زالت المشكلة قائمة', version: '1' }));
  },
};

/** The owner closes an answered ticket: asked first, then CLOSE. */
export const OwnerCloses: Story = {
  parameters: { path: '/tickets/details/2', api: showing(answeredTicket, { 'POST /general/tickets/transition/{id}': ok({ ...answeredTicket, status: 'closed', version: 3 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تم إصلاح العطل، نرجو المحاولة مجدداً')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'إغلاق التذكرة' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('بعد إغلاق التذكرة لن يمكن إضافة تعليقات. هل تريد الإغلاق؟')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'إغلاق التذكرة' }));
    await waitFor(() => expect(sent()?.body).toMatchObject({ event: 'CLOSE' }));
  },
};

/** The holding group's admin: answer (the reply box), forward and close; forwarding names another group. */
export const HandlerForwards: Story = {
  parameters: {
    api: showing({ ...openTicket, ...asHandler }, { 'POST /general/tickets/transition/{id}': ok({ ...forwardedTicket, parties: [] }) }),
  },
  decorators: [signedIn(asAdmin)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['FORWARD', 'CLOSE']));
    await expect(canvas.getByRole('button', { name: 'إرسال الرد' })).toHaveAttribute('data-event', 'ANSWER');
    await userEvent.click(canvas.getByRole('button', { name: 'تحويل التذكرة' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'تحويل' }));
    await expect(await dialog.findByText('يرجى اختيار مجموعة المشرفين المحوّل إليها')).toBeVisible();
    await expect(sent()).toBeUndefined();
    const select = dialog.getByRole('combobox', { name: /مجموعة المشرفين المحوّل إليها/ });
    // the group holding it is not offered
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'الدعم الفني للمنصة' })).toBeNull());
    await userEvent.selectOptions(select, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'تحويل' }));
    await waitFor(() => expect(sent()?.body).toMatchObject({ event: 'FORWARD', group_id: '2' }));
  },
};

/** A forwarded ticket, as its owner sees it: the thread names the group it went to. */
export const Forwarded: Story = {
  parameters: { path: '/tickets/details/3', api: showing(forwardedTicket) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/حُوّلت إلى فريق تسليم المخيمات/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال الرد' })).toHaveAttribute('data-event', 'COMMENT');
  },
};

/** Closed: no step and no reply box — "after closing, no further comments" — in English. */
export const ClosedEnglish: Story = {
  parameters: { path: '/tickets/details/4', api: showing(closedTicket) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ticket-closed')).toHaveTextContent('The ticket is closed; no further comments are allowed');
    await expect(canvasElement.querySelector('.ticket-reply')).toBeNull();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** Another company's ticket, or none: a 404 said plainly, with the way back. */
export const NotFound: Story = {
  parameters: { path: '/tickets/details/99', api: { 'GET /general/tickets/edit/{id}': { status: 404, body: { message: 'التذكرة غير موجودة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('التذكرة غير موجودة أو ليست من تذاكرك')).toBeVisible();
  },
};
