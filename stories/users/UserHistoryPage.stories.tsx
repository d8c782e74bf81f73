import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserHistoryPage from '../../src/features/users/UserHistoryPage';
import { FOREVER, page, type MockReplyValue } from '../support/mockApi';
import { historyEntries } from './fixtures';
import { bodyOf, callsTo } from './support';

const meta = {
  title: 'Users/User history',
  component: UserHistoryPage,
  parameters: { path: '/users/history/21', route: '/users/history/:id' },
} satisfies Meta<typeof UserHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A history page as the API answers it: the entries and the account they belong to. */
const history = (entries: typeof historyEntries, total?: number): MockReplyValue => {
  const reply = page(entries, total === undefined ? {} : { total });
  return { body: { ...(reply.body as object), user: { id: 21, name: 'شركة الضيافة' } } };
};

export const Loading: Story = { parameters: { api: { 'POST /users/history/{id}': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { 'POST /users/history/{id}': history([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تغييرات مسجلة لهذا الحساب')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /users/history/{id}': { status: 404, body: { message: 'المستخدم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('المستخدم غير موجود');
  },
};

/** Lifecycle steps and edits, newest first: who, when, and each value before and after. */
export const Changes: Story = {
  parameters: { api: { 'POST /users/history/{id}': history(historyEntries, 23) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'سجل المستخدم: شركة الضيافة' })).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(historyEntries.length);
    await expect(within(rows[0]!).getByText('تعديل البيانات')).toBeVisible();
    await expect(within(rows[0]!).getByText('966500000003')).toHaveClass('change-old');
    await expect(within(rows[0]!).getByText('966512340003')).toHaveClass('change-new');
    await expect(within(rows[2]!).getByText('تعطيل الحساب')).toBeVisible();
    await expect(within(rows[3]!).getByText('لا قيمة')).toBeVisible();
    // the applicant registered themself: the actor, and the name it gave
    await expect(within(rows[4]!).getAllByText('شركة الضيافة')).toHaveLength(2);
    await expect(canvas.getByText('الإجمالي: 23')).toBeVisible();
  },
};

export const English: Story = { parameters: { api: { 'POST /users/history/{id}': history(historyEntries) } }, globals: { lang: 'en' } };

/** Filtering by kind of change asks the API for that event, from page 1. */
export const FilterByEvent: Story = {
  parameters: { api: { 'POST /users/history/{id}': history(historyEntries) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('تعديل البيانات');
    await userEvent.click(canvas.getByRole('button', { name: 'كل الإجراءات' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'تعطيل الحساب' }));
    await waitFor(() => expect(callsTo('/users/history/21').at(-1)!.body).toMatchObject({ event: 'DISABLE', paginate: '10' }));
  },
};
