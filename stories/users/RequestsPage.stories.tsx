import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RequestsPage from '../../src/features/users/RequestsPage';
import { calls, FOREVER, page, type MockRequest } from '../support/mockApi';
import { applicants, user } from '../support/fixtures';
import { roleOptionsReply } from './fixtures';
import { expectToast } from './support';

const meta = {
  title: 'Users/Registration requests',
  component: RequestsPage,
  parameters: { path: '/users/request', route: '/users/request' },
} satisfies Meta<typeof RequestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open role picker's options (the type filter above the list is a select with options of the same names). */
const rolePanel = (el: HTMLElement) => within(el.ownerDocument.querySelector('.p-multiselect-panel') ?? el.ownerDocument.body);
/** A row's decision buttons (the toolbar above the table has bulk ones of the same names). */
const rowButtons = (el: HTMLElement, name: string) => within(el.querySelector('tbody') as HTMLElement).getAllByRole('button', { name });

const listing = { 'POST /users': page(applicants), 'GET /roles/options': roleOptionsReply };

export const Loading: Story = { parameters: { api: { 'POST /users': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { 'POST /users': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات تسجيل بانتظار القرار')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /users': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** Pending and resubmitted (under review) applications, each with the actions its status accepts. */
export const Applications: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('alnoor@example.sa');
    await expect(rowButtons(canvasElement, 'تفعيل')).toHaveLength(3);
    await expect(within(canvas.getByRole('table')).getByText('قيد المراجعة')).toBeVisible();
  },
};

export const English: Story = { parameters: { api: listing }, globals: { lang: 'en' } };

/** Activate: the machine's guard asks for a role first, then the call goes out and the row leaves. */
export const Activate: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /users/switch-user-status/{id}': ({ params }: MockRequest) => ({
        body: { message: 'ok', data: user({ id: Number(params.id), status: 'active', mozdalefa_status: 'active', status_text: 'نشط' }) },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('alnoor@example.sa');
    await userEvent.click(rowButtons(canvasElement, 'تفعيل')[0]!);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await expect(await dialog.findByText('يجب اختيار دور واحد على الأقل')).toBeVisible();
    await expect(calls.filter((c) => c.path.startsWith('/users/switch-user-status'))).toHaveLength(0);
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-multiselect')!);
    await userEvent.click(await rolePanel(canvasElement).findByRole('option', { name: 'مقدم خدمة' }));
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog-title')!);
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/users/switch-user-status/11')).toBe(true));
    const sent = calls.find((c) => c.path === '/users/switch-user-status/11')!.body as Record<string, string>;
    await expect(sent).toMatchObject({ status: 'active', 'roles[0]': '2' });
    await expectToast(canvasElement, 'تم تفعيل حساب شركة النور');
  },
};

/**
 * Each activation dialog offers only the roles for that applicant's type (never
 * the administrator's), and starts empty: roles chosen for one applicant and then
 * cancelled are not carried into the next applicant's dialog, nor back into the
 * same applicant's when it is opened again.
 */
export const ActivateOffersOnlyAllowedRoles: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const doc = canvasElement.ownerDocument;
    const openRoles = async () => userEvent.click(doc.querySelector('.p-dialog .p-multiselect')!);
    const closeRoles = async () => userEvent.click(doc.querySelector('.p-dialog-title')!);
    const chips = () => [...doc.querySelectorAll('.p-dialog .p-multiselect-token-label')].map((e) => e.textContent);
    const offered = async () => {
      await openRoles();
      await waitFor(() => expect(doc.querySelector('.p-multiselect-panel [role="option"]')).not.toBeNull());
      const names = [...doc.querySelectorAll('.p-multiselect-panel [role="option"]')].map((o) => o.textContent);
      await closeRoles();
      return names;
    };
    await canvas.findByText('alnoor@example.sa');

    // a service provider: only the service-provider roles
    await userEvent.click(rowButtons(canvasElement, 'تفعيل')[0]!);
    await body.findByRole('dialog');
    await expect(await offered()).toEqual(['مقدم خدمة', 'موظف مقدم خدمة']);
    await expect(callsToOptions().at(-1)).toBe('service_provider');
    await openRoles();
    await userEvent.click(await rolePanel(canvasElement).findByRole('option', { name: 'مقدم خدمة' }));
    await closeRoles();
    await expect(chips()).toEqual(['مقدم خدمة']);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // the design office's dialog: its own roles only, and nothing carried over
    await userEvent.click(rowButtons(canvasElement, 'تفعيل')[2]!);
    await waitFor(() => expect(within(body.getByRole('dialog')).getByText(/مكتب البيان/)).toBeVisible(), { timeout: 3000 });
    await expect(chips()).toEqual([]);
    await expect(await offered()).toEqual(['مكتب تصميم']);
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // the first applicant again: starts empty
    await userEvent.click(rowButtons(canvasElement, 'تفعيل')[0]!);
    await body.findByRole('dialog');
    await expect(chips()).toEqual([]);
    await expect(calls.filter((c) => c.path.startsWith('/users/switch-user-status'))).toHaveLength(0);
  },
};

const callsToOptions = () => calls.filter((c) => c.path === '/roles/options').map((c) => c.query.get('account_type'));

/** Reject: a reason is required; the server's "already rejected" (104) shows as a warning. */
export const Reject: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /users/switch-user-status/{id}': { status: 409, body: { message: 'المستخدم مرفوض مسبقاً', code: '104' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('salam@example.sa');
    await userEvent.click(rowButtons(canvasElement, 'رفض')[1]!);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/سبب الرفض/), 'المستندات غير مكتملة');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expectToast(canvasElement, 'المستخدم مرفوض مسبقاً');
  },
};

/** A company's new sub-employee waits here for its roles, marked with its main user. */
export const EmployeeApplication: Story = {
  parameters: { api: { ...listing, 'POST /users': page([user({ id: 31, name: 'خالد المشرف', email: 'khaled@dhiyafa.sa', parent_id: 21, parent: { id: 21, name: 'شركة الضيافة' } }), ...applicants]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('موظف لدى شركة الضيافة')).toBeVisible();
    await expect(rowButtons(canvasElement, 'تفعيل')).toHaveLength(4);
  },
};

/** Bulk reject: choose two applications, write the reason, preview — one accepted, one refused with the machine's reason — then apply. */
export const BulkRejectPreview: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /saved-filters/index': { body: { message: 'ok', data: [] } },
      'POST /users/bulk/preview': {
        body: {
          message: 'ok',
          data: {
            total: 2,
            accepted: 1,
            refused: 1,
            truncated: 0,
            max: 200,
            items: [
              { id: applicants[0]!.id, name: applicants[0]!.name, email: applicants[0]!.email, status: 'pending', status_text: 'قيد الانتظار', result: 'accepted' },
              { id: applicants[1]!.id, name: applicants[1]!.name, email: applicants[1]!.email, status: 'rejected', status_text: 'مرفوض', result: 'refused', message: 'المستخدم مرفوض مسبقاً' },
            ],
          },
        },
      },
      'POST /users/bulk/apply': (req: MockRequest) => ({
        body: {
          message: 'تم: 1، تعذر: 0',
          data: {
            total: 1,
            accepted: 1,
            refused: 0,
            truncated: 0,
            max: 200,
            items: [{ id: (req.body as { ids: number[] }).ids[0], name: applicants[0]!.name, email: applicants[0]!.email, status: 'rejected', status_text: 'مرفوض', result: 'applied' }],
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText(applicants[0]!.email);
    // each row's box is named by its applicant; the header's selects the page
    await userEvent.click(canvas.getByRole('checkbox', { name: `تحديد ${applicants[0]!.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `تحديد ${applicants[1]!.name}` }));
    await expect(canvas.getByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' })).toBePartiallyChecked();
    await expect(canvas.getByText('المحدد: 2')).toBeVisible();
    await userEvent.click(within(canvasElement.querySelector('.list-toolbar') as HTMLElement).getByRole('button', { name: 'رفض' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('سبب الرفض'), 'المستندات غير مكتملة');
    await userEvent.click(dialog.getByRole('button', { name: 'معاينة' }));
    await expect(await dialog.findByText('المستخدم مرفوض مسبقاً')).toBeVisible();
    await expect(dialog.getByText('سيُطبَّق على 1')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'تطبيق على 1' }));
    await expect(await dialog.findByText('تم: 1، تعذر: 0')).toBeVisible();
  },
};
