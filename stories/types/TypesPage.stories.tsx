/** User types (/type, update only): the list in each of its states, and the rename form. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TypesPage from '../../src/features/types/TypesPage';
import TypeFormPage from '../../src/features/types/TypeFormPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { typesRows } from './fixtures';

const meta = {
  title: 'Types/List',
  component: TypesPage,
  parameters: { path: '/type', route: '/type' },
} satisfies Meta<typeof TypesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/types': page(typesRows, { total: typesRows.length, perPage: 10 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/types': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NoMatch: Story = {
  parameters: { path: '/type?search=zzz', api: { 'POST /general/types': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد نتائج مطابقة')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/types': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Every type with its code; an edit action on each row and no add or delete anywhere. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('service_provider')).toBeVisible();
    await expect(canvas.getByText('مقاول تنفيذ')).toBeVisible();
    await expect(canvas.getAllByText('الاسم الأصلي').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'تعديل: كدانة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /إضافة|حذف/ })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Building contractor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit: Kidana' })).toBeVisible();
  },
};

/** Renaming: the code is shown read-only, both names are required, the version read is sent back, and the list opens with a success message. */
export const Rename: Story = {
  render: () => <TypeFormPage />,
  parameters: {
    path: '/type/update/7',
    route: '/type/update/:id',
    api: {
      'GET /general/types/edit/7': ok(typesRows[6]),
      'POST /general/types/update/7': ({ body }: MockRequest) => ok({ ...typesRows[6], ...(body as object), version: 2 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvasElement.ownerDocument.querySelector<HTMLInputElement>('#types-name-en');
    await expect(await canvas.findByDisplayValue('kdana')).toHaveAttribute('readonly');
    const english = name ?? (await canvas.findByDisplayValue('Kidana'));
    await userEvent.clear(english);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    await expect(calls.filter((c) => c.path === '/general/types/update/7')).toHaveLength(0);
    await userEvent.type(english, 'Kidana Development');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/types/update/7')).toBe(true));
    const sent = calls.find((c) => c.path === '/general/types/update/7')!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ name: 'كدانة', name_en: 'Kidana Development' });
    await expect(String(sent.version)).toBe('1');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('تم حفظ نوع المستخدم «كدانة»')).toBeVisible());
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** The server's 422 (a name another type has) lands on its field; a 409 says someone else changed it. */
export const NameTaken: Story = {
  render: () => <TypeFormPage />,
  parameters: {
    path: '/type/update/7',
    route: '/type/update/:id',
    api: {
      'GET /general/types/edit/7': ok(typesRows[6]),
      'POST /general/types/update/7': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name: ['الاسم مستخدم من قبل'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const arabic = await canvas.findByDisplayValue('كدانة');
    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'مدير النظام');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الاسم مستخدم من قبل')).toBeVisible();
    await expect(arabic).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

export const RenameMissing: Story = {
  render: () => <TypeFormPage />,
  parameters: { path: '/type/update/99', route: '/type/update/:id', api: { 'GET /general/types/edit/99': { status: 404, body: { message: 'نوع المستخدم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('نوع المستخدم غير موجود')).toBeVisible();
  },
};
