/** Tickets: the list (loading, empty, failed, one in each status) and the create form with its rules. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TicketsPage from '../../src/features/tickets/TicketsPage';
import TicketFormPage from '../../src/features/tickets/TicketFormPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { asCompany, subjectChoices, ticketRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Tickets/List',
  component: TicketsPage,
  parameters: { path: '/tickets', route: '/tickets' },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { api: { 'POST /general/tickets': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/tickets': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تذاكر بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/tickets': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** One ticket in each status, with its importance in words. */
export const EveryStatus: Story = {
  parameters: { api: { 'POST /general/tickets': page(ticketRows, { total: 4 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'تفاصيل التذكرة 1' })).toBeVisible();
    for (const status of ['open', 'answered', 'forwarded', 'closed']) await expect(canvasElement.querySelector(`[data-status="${status}"]`)).not.toBeNull();
    await expect(canvas.getAllByText('عالية').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'تذكرة جديدة' })).toBeVisible();
  },
};

/** The create form: the rules answer before any call, then the ticket is sent as form data. */
export const Create: Story = {
  render: () => createElement(TicketFormPage),
  parameters: {
    path: '/tickets/create',
    route: '/tickets/create',
    api: { 'GET /general/tickets/subjects': ok(subjectChoices), 'POST /general/tickets/store': { status: 201, body: { message: 'ok', data: { ...ticketRows[0], id: 9 } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByRole('combobox', { name: /الموضوع/ });
    await waitFor(() => expect(within(subject).getAllByRole('option')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(canvasElement.querySelector('#ticket-subject-error')).not.toBeNull());
    await expect(calls.some((c) => c.path.includes('/store'))).toBe(false);
    await userEvent.selectOptions(subject, '2');
    await userEvent.type(canvas.getByRole('textbox', { name: /المحتوى/ }), 'Our employee account is locked');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(calls.find((c) => c.path.includes('/store'))?.body).toMatchObject({ subject_id: '2', importance_level: 'meduim' }));
  },
};
