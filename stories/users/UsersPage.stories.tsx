import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UsersPage from '../../src/features/users/UsersPage';
import { FOREVER, page } from '../support/mockApi';
import { signInAs } from '../support/session';
import { everyStatus, roleOptionsReply } from './fixtures';
import { bodyOf, callsTo, expectToast, expectVisible } from './support';

const meta = {
  title: 'Users/Users list',
  component: UsersPage,
  parameters: { path: '/users', route: '/users' },
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /users': page(everyStatus, { total: 37 }), 'GET /roles/options': roleOptionsReply };
export const Loading: Story = { parameters: { api: { ...listing, 'POST /users': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { ...listing, 'POST /users': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد مستخدمون بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { ...listing, 'POST /users': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/**
 * One account in each status, as a semantic table: a caption, column headers, status in
 * words (never colour alone). The flags that are on are named in the row; their switches
 * (and the platform switch) live on the account's page, with their confirmation and Undo.
 */
export const EveryStatus: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    const table = canvas.getByRole('table', { name: 'المستخدمون' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الاسم', 'نوع الحساب', 'الأدوار', 'الحالة', 'الإجراءات']);
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    for (const label of ['قيد الانتظار', 'قيد المراجعة', 'مرفوض', 'معطل']) await expect(within(table).getByText(label)).toBeVisible();
    const provider = canvas.getByRole('row', { name: /provider@mashaer\.test/ });
    await expect(within(provider).getByText('جهة حكومية')).toBeVisible();
    await expect(canvas.getByText('موظف لدى شركة الضيافة')).toBeVisible();
    await expect(canvas.getByText('الإجمالي: 37')).toBeVisible();
    await expect(table).toHaveAttribute('aria-busy', 'false');
  },
};

export const English: Story = { parameters: { api: listing }, globals: { lang: 'en' } };

/** A sortable header is a button inside its column header; the header carries aria-sort; asc → desc → the list's own order. */
export const Sorting: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    const header = () => canvas.getByRole('columnheader', { name: /الاسم/ });
    await expect(header()).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ sort: 'name', direction: 'asc' }));
    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ sort: 'name', direction: 'desc' }));
    // the third press goes back to the list's own order (answered from the cache: no call)
    await userEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).not.toHaveAttribute('aria-sort'));
  },
};

/** The pager: a named nav of buttons, the current page marked; the page size is a labelled select; both go to the list call. */
export const Paging: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    const pages = canvas.getByRole('navigation', { name: 'صفحات المستخدمون' });
    await expect(within(pages).getByRole('button', { name: 'الصفحة 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'الصفحة التالية' }));
    await waitFor(() => expect(callsTo('/users').at(-1)!.query.get('page')).toBe('2'));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'عدد الصفوف' }), '25');
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ paginate: '25' }));
    await expect(callsTo('/users').at(-1)!.query.get('page')).toBe('1');
  },
};

/** Delete: the spec's dialog, then the server's message under "Deleted". */
export const Delete: Story = {
  parameters: { api: { ...listing, 'POST /users/delete/{id}': { body: { message: 'تم حذف المستخدم' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مؤسسة الرفادة' }));
    await expectVisible(() => body.getByText('هل أنت متأكد؟'));
    await expect(body.getByText('لن تتمكن من التراجع عن هذا!')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(callsTo('/users/delete/22')).toHaveLength(1));
    await expectToast(canvasElement, 'تم حذف المستخدم');
    await expectToast(canvasElement, 'تم الحذف');
  },
};

/** Cancelling says "Cancelled Delete" and calls nothing. */
export const DeleteCancelled: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: مؤسسة الرفادة' }));
    await userEvent.click(await body.findByRole('button', { name: 'إلغاء' }));
    await expectToast(canvasElement, 'تم إلغاء الحذف');
    await expect(callsTo('/users/delete/')).toHaveLength(0);
  },
};

/** A refused delete shows an Error with the server's message. */
export const DeleteRefused: Story = {
  parameters: { api: { ...listing, 'POST /users/delete/{id}': { status: 409, body: { message: 'لدى هذا المستخدم 2 موظف؛ احذفهم أولاً' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف: شركة الضيافة' }));
    await userEvent.click(await body.findByRole('button', { name: 'نعم، احذفه!' }));
    await expectToast(canvasElement, 'لدى هذا المستخدم 2 موظف؛ احذفهم أولاً');
    await expectToast(canvasElement, 'خطأ');
  },
};

/** Filters and the page size go into the list call (form data) and back to page 1. */
export const Filters: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث بالاسم أو البريد أو الجوال' }), 'الضيافة');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ search: 'الضيافة', paginate: '10' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'عرض فقط' }), 'الجهات الحكومية');
    await waitFor(() => expect(callsTo('/users').at(-1)!.body).toMatchObject({ search: 'الضيافة', is_government: '1' }));
    await expect(callsTo('/users').at(-1)!.query.get('page')).toBe('1');
  },
};

/** Someone who may only list and view accounts gets no edit or delete. */
export const ReadOnly: Story = {
  parameters: { session: false, api: listing },
  beforeEach: () => {
    signInAs('provider', ['user-index', 'user-view']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('provider@mashaer.test');
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^حذف/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^تعديل/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إضافة مستخدم' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^عرض:/ }).length).toBe(everyStatus.length);
  },
};

/** Past 20,000 matching rows the server estimates the total; the pager says "about". */
export const EstimatedTotal: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /users': { body: { message: 'ok', data: { data: everyStatus, total: 120000, per_page: 10, current_page: 1, last_page: 12000, total_is_estimate: 1 }, filters: {} } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الإجمالي: حوالي 120000')).toBeVisible();
  },
};
