import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContactsPage from '../../src/features/users/ContactsPage';
import { FOREVER, page } from '../support/mockApi';
import { contacts } from './fixtures';
import { callsTo } from './support';

const meta = {
  title: 'Users/Contacts',
  component: ContactsPage,
  parameters: { path: '/user-contacts', route: '/user-contacts' },
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { api: { 'POST /users/contacts': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { 'POST /users/contacts': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد جهات اتصال')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /users/contacts': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** Each contact's e-mail and mobile are links; a search goes to the API from page 1. */
export const Directory: Story = {
  parameters: { api: { 'POST /users/contacts': page(contacts, { total: 48 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'provider@mashaer.test' })).toHaveAttribute('href', 'mailto:provider@mashaer.test');
    await expect(canvas.getByRole('link', { name: '966512345678' })).toHaveAttribute('href', 'tel:+966512345678');
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث بالاسم أو الشركة أو البريد أو الجوال' }), 'كدانة');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(callsTo('/users/contacts').at(-1)!.body).toMatchObject({ search: 'كدانة', paginate: '10' }));
  },
};

export const English: Story = { parameters: { api: { 'POST /users/contacts': page(contacts) } }, globals: { lang: 'en' } };
