import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RolesPage from '../../src/features/roles/RolesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { signInAs } from '../support/session';
import { roles } from './fixtures';

const meta = {
  title: 'Roles/Roles list',
  component: RolesPage,
  parameters: { path: '/roles', route: '/roles' },
} satisfies Meta<typeof RolesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /roles': page(roles, { total: 12 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /roles': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /roles': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد أدوار بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /roles': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The administrator: add, edit and delete; the built-in role can only be viewed and has no delete. */
export const Roles: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'مقاول' });
    await expect(canvas.getByRole('button', { name: 'إضافة دور' })).toBeVisible();
    // each role shows the account types it is for
    await expect(canvas.getByText('مدير النظام', { selector: '.p-tag-value' })).toBeVisible();
    await expect(canvas.getByText('مقاول', { selector: '.p-tag-value' })).toBeVisible();
    await expect(canvas.getByText('مدمج')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عرض: مدير النظام' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'حذف: مدير النظام' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'حذف: مقاول' })).toBeVisible();
    await expect(canvas.getByText('6 حسابات')).toBeVisible();
    await expect(canvas.getByText('الإجمالي: 12')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Contractor' });
    await expect(canvas.getByText('6 accounts')).toBeVisible();
    await expect(canvas.getByText('3 permissions')).toBeVisible();
  },
};

/** Someone who may only list roles sees no add, edit or delete. */
export const ReadOnly: Story = {
  parameters: { api: listing },
  decorators: [
    (Story) => {
      signInAs('admin', ['user-role-index']);
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('تنفيذ الأعمال المرخصة في المخيمات');
    await expect(canvas.queryByRole('button', { name: 'إضافة دور' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^تعديل/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^حذف/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'مقاول' })).toBeNull();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /roles': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث باسم الدور أو وصفه' }), 'مقاول{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'مقاول')).toBe(true));
    const sent = calls.at(-1)!;
    await expect(sent.body).toMatchObject({ search: 'مقاول', paginate: '10' });
    await expect(sent.query.get('page')).toBe('1');
    await expect(await canvas.findByText('لا توجد نتائج مطابقة')).toBeVisible();
  },
};

/** Deleting asks first; a role accounts still hold is refused by the server, whose message is shown. */
export const DeleteRefused: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /roles/delete/{id}': { status: 409, body: { message: 'لا يمكن حذف هذا الدور لأن 6 من الحسابات تحمله؛ أزله من هذه الحسابات أولاً' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مقاول' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('هل أنت متأكد؟')).toBeVisible());
    await expect(dialog.getByText('لن تتمكن من التراجع عن هذا!')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(body.getByText('لا يمكن حذف هذا الدور لأن 6 من الحسابات تحمله؛ أزله من هذه الحسابات أولاً')).toBeVisible());
    await expect(calls.filter((c) => c.path === '/roles/delete/4')).toHaveLength(1);
  },
};

/** Cancelling the confirmation sends nothing and says so. */
export const DeleteCancelled: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مراقب التذاكر' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(body.getByText('تم إلغاء الحذف')).toBeVisible());
    await expect(calls.filter((c) => c.path.startsWith('/roles/delete'))).toHaveLength(0);
  },
};

export const Deleted: Story = {
  parameters: { api: { ...listing, 'POST /roles/delete/{id}': { body: { message: 'تم حذف الدور' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مراقب التذاكر' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(body.getByText('تم حذف الدور')).toBeVisible());
    await expect(calls.some((c) => c.path === '/roles/delete/5')).toBe(true);
  },
};
