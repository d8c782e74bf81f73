import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuditLogPage from '../../src/features/auditLog/AuditLogPage';
import { FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { bodyOf, callsTo } from '../users/support';
import { detailById, entries, entriesEn } from './fixtures';

const meta = {
  title: 'Audit log/List',
  component: AuditLogPage,
  parameters: { path: '/logs', route: '/logs' },
} satisfies Meta<typeof AuditLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'POST /general/audit-logs';
const ONE = 'GET /general/audit-logs/{id}';
const one = (req: MockRequest) => {
  const d = detailById(req.params.id!);
  return d ? ok(d) : { status: 404, body: { message: 'القيد غير موجود في سجل التدقيق' } };
};

export const Loading: Story = { parameters: { api: { [LIST]: FOREVER } } };

export const Empty: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد قيود في سجل التدقيق')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { [LIST]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** The rows: table by name, record, event, who (the system when nobody), the changed fields by their labels. */
export const List: Story = {
  parameters: { api: { [LIST]: page(entries, { total: 48 }), [ONE]: one } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the system made the last change: nobody was signed in
    await expect(await canvas.findByText('النظام')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /^الدول/ })).toBeVisible();
    await expect(canvas.getByText(/الاسم، رقم النسخة، تاريخ التعديل/)).toBeVisible();
  },
};

/** One change opened: before and after side by side, the changed fields marked, the unchanged ones behind a toggle. */
export const OpenAChange: Story = {
  parameters: { api: { [LIST]: page(entries), [ONE]: one } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'عرض التغيير: تعديل على الدول رقم 12' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    const table = await dialog.findByRole('table', { name: 'القيم قبل التغيير وبعده' });
    const name = within(table).getByRole('row', { name: /^الاسم/ });
    await expect(name).toHaveTextContent('نيجيريا');
    await expect(name).toHaveTextContent('جمهورية نيجيريا الاتحادية');
    await expect(name).toHaveTextContent('تغيّر');
    // the unchanged English name shows only when asked
    await expect(within(table).queryByRole('row', { name: /^الاسم بالإنجليزية/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /^عرض 3 حقول لم تتغير$/ }));
    await expect(within(table).getByRole('row', { name: /^الاسم بالإنجليزية/ })).toHaveTextContent('Nigeria');
    await expect(dialog.getByText('10.20.4.17')).toBeVisible();
  },
};

/** A secret reads "hidden", never its value; a record created shows only its new values. */
export const SecretsAndCreation: Story = {
  parameters: { api: { [LIST]: page(entries), [ONE]: one } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^عرض التغيير: تفعيل الحساب/ }));
    let dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: /عرض/ }));
    await waitFor(() => expect(dialog.getAllByText('مخفي (بيانات سرية)')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^عرض التغيير: إضافة على المخيمات/ }));
    dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    // the dialog fades in: its text is "visible" only once the opening transition has ended
    await waitFor(() => expect(dialog.getByText('أُنشئ السجل بهذه القيم')).toBeVisible());
    await expect(dialog.queryByRole('columnheader', { name: 'قبل' })).toBeNull();
    await expect(dialog.getByText('مخيم الضيافة ٧٧')).toHaveAttribute('dir', 'auto');
  },
};

/** Searching by record: the table chooser names tables in words; the record number opens once a table is chosen. */
export const FilterByRecord: Story = {
  parameters: { api: { [LIST]: page(entries), [ONE]: one } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = await canvas.findByRole('textbox', { name: 'رقم السجل' });
    await expect(id).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'الجدول' }), 'الدول');
    await expect(id).toBeEnabled();
    await userEvent.type(id, '12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'المستخدم (الاسم أو البريد)' }), 'admin{Enter}');
    await waitFor(() => expect(callsTo('/general/audit-logs').at(-1)?.body).toMatchObject({ entity: 'countries', entity_id: '12', actor: 'admin' }));
  },
};

/** A row's shortcuts: that record's whole history, and everything its author changed. */
export const RowShortcuts: Story = {
  parameters: { api: { [LIST]: page(entries), [ONE]: one } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'كل تغييرات المخيمات رقم 77' }));
    await waitFor(() => expect(callsTo('/general/audit-logs').at(-1)?.body).toMatchObject({ entity: 'camps', entity_id: '77' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'كل تغييرات مدير المنصة' })[0]!);
    await waitFor(() => expect(callsTo('/general/audit-logs').at(-1)?.body).toMatchObject({ actor_id: '1' }));
    const remove = await canvas.findByRole('button', { name: 'إزالة تصفية المستخدم مدير المنصة' });
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'إزالة تصفية المستخدم مدير المنصة' })).toBeNull());
  },
};

export const EntryLoadFailed: Story = {
  parameters: { api: { [LIST]: page(entries), [ONE]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'عرض التغيير: تعديل على الدول رقم 12' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('تعذر تحميل القيد');
  },
};

export const English: Story = {
  parameters: { api: { [LIST]: page(entriesEn), [ONE]: one } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Name, Version, Last changed/)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /^Countries/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Table' })).toBeVisible();
  },
};
