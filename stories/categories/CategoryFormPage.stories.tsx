/** Categories: the add and edit form (the shared rules, the server's 422 on its field, the version sent back) and the view. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CategoryFormPage from '../../src/features/categories/CategoryFormPage';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { categoriesRecord, categoriesRows } from './fixtures';

const meta = {
  title: 'Categories/Form',
  component: CategoryFormPage,
  parameters: { path: '/categories/create', route: '/categories/create' },
} satisfies Meta<typeof CategoryFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by its id (its label, "الاسم", is the start of the English name's label too). */
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`#categories-${name}`)!;
const sent = (path: string) => calls.find((c) => c.path === path)?.body as Record<string, string> | undefined;

/** Both names are asked for before anything is sent; then the list opens with a success message. */
export const Create: Story = {
  parameters: {
    api: {
      'POST /general/categories/store': ({ body }: MockRequest) => ({ status: 201, body: ok(categoriesRecord({ id: 9, name: String((body as Record<string, string>).name) })).body }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await expect(calls.filter((c) => c.path === '/general/categories/store')).toHaveLength(0);
    // a new category is offered by default
    await expect(canvas.getByRole('switch')).toBeChecked();

    await userEvent.type(field(canvasElement, 'name'), 'مصاعد');
    await userEvent.type(field(canvasElement, 'name-en'), 'Lifts');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent('/general/categories/store')).toBeDefined());
    await expect(sent('/general/categories/store')).toMatchObject({ name: 'مصاعد', name_en: 'Lifts' });
    await expect(String(sent('/general/categories/store')!.is_active)).toBe('1');
    await waitFor(() => expect(page.getByText('تمت إضافة التصنيف «مصاعد»')).toBeVisible());
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** The server's 422 (a name another category has) lands on its field, and the form stays. */
export const NameTaken: Story = {
  parameters: { api: { 'POST /general/categories/store': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name_en: ['الاسم مستخدم من قبل'] } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'حفظ' });
    await userEvent.type(field(canvasElement, 'name'), 'كهرباء عامة');
    await userEvent.type(field(canvasElement, 'name-en'), 'Electrical');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الاسم مستخدم من قبل')).toBeVisible();
    await expect(field(canvasElement, 'name-en')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** Editing loads the record, switches it off and sends the version it was read at. */
export const Edit: Story = {
  parameters: {
    path: '/categories/update/2',
    route: '/categories/update/:id',
    api: {
      'GET /general/categories/edit/2': ok(categoriesRows[1]),
      'POST /general/categories/update/2': ({ body }: MockRequest) => ok({ ...categoriesRows[1], ...(body as object), version: 4 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Plumbing')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent('/general/categories/update/2')).toBeDefined());
    await expect(String(sent('/general/categories/update/2')!.is_active)).toBe('0');
    await expect(String(sent('/general/categories/update/2')!.version)).toBe('3');
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

export const EditLoading: Story = {
  parameters: { path: '/categories/update/2', route: '/categories/update/:id', api: { 'GET /general/categories/edit/2': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form[aria-busy="true"]')).not.toBeNull();
  },
};

export const EditMissing: Story = {
  parameters: { path: '/categories/update/99', route: '/categories/update/:id', api: { 'GET /general/categories/edit/99': { status: 404, body: { message: 'التصنيف غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('التصنيف غير موجود')).toBeVisible();
  },
};
