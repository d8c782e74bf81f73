/** Squares: adding (the rules first, then the call, then the list) and changing (409 said plainly, 422 on its field). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SquareFormPage from '../../src/features/squares/SquareFormPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { squaresRows } from './fixtures';

const meta = {
  title: 'Squares/Form',
  component: SquareFormPage,
  parameters: { path: '/squares/create', route: '/squares/create' },
} satisfies Meta<typeof SquareFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

export const Add: Story = {
  parameters: { api: { 'POST /general/squares/store': { status: 201, body: ok(squaresRows[0]!, 'تمت إضافة المربع بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'squares-code'), 'mz 17');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('الرمز من الحروف اللاتينية والأرقام والشرطة، مثل MZ-01'));
    await expect(canvas.getAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await expect(callsTo('/general/squares/store')).toHaveLength(0);

    await userEvent.type(input(canvasElement, 'squares-name'), 'مربع 17');
    await userEvent.type(input(canvasElement, 'squares-name-en'), 'Square 17');
    await userEvent.clear(input(canvasElement, 'squares-code'));
    await userEvent.type(input(canvasElement, 'squares-code'), 'mz-17');
    await userEvent.type(input(canvasElement, 'squares-area-m2'), '245000');
    await userEvent.type(input(canvasElement, 'squares-notes'), 'قرب مخرج الطوارئ');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/squares/store')).toHaveLength(1));
    await expect(callsTo('/general/squares/store')[0]!.body).toMatchObject({ name: 'مربع 17', name_en: 'Square 17', code: 'MZ-17', area_m2: '245000', notes: 'قرب مخرج الطوارئ' });
    await expectToast(canvasElement, 'تمت إضافة المربع «مربع 17»');
    // back to the list
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add square' })).toBeVisible();
    await expect(canvas.getByText('As on the plans, e.g. MZ-07')).toBeVisible();
  },
};

const editing = { path: '/squares/update/2', route: '/squares/update/:id' };

/** Changing: the record's values come in; the server's 422 lands on its field. */
export const EditTaken: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/squares/edit/{id}': ok(squaresRows[1]!),
      'POST /general/squares/update/{id}': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { code: ['يوجد مربع بهذا الرمز'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تعديل المربع: مربع 2' })).toBeVisible();
    await waitFor(() => expect(input(canvasElement, 'squares-code')).toHaveValue('MZ-02'));
    await userEvent.clear(input(canvasElement, 'squares-code'));
    await userEvent.type(input(canvasElement, 'squares-code'), 'MZ-03');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/squares/update/2')).toHaveLength(1));
    await expect(callsTo('/general/squares/update/2')[0]!.body).toMatchObject({ code: 'MZ-03', version: '1' });
    await expectVisible(() => canvas.getByText('يوجد مربع بهذا الرمز'));
  },
};

/** Someone else saved the square meanwhile: said plainly, nothing lost on screen. */
export const EditStale: Story = {
  parameters: {
    ...editing,
    api: { 'GET /general/squares/edit/{id}': ok(squaresRows[1]!), 'POST /general/squares/update/{id}': { status: 409, body: { message: 'تم تعديل السجل' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'squares-name')).toHaveValue('مربع 2'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectToast(canvasElement, 'عدّل شخص آخر هذا المربع؛ أعد تحميل الصفحة');
    await expect(input(canvasElement, 'squares-name')).toHaveValue('مربع 2');
  },
};

export const Missing: Story = {
  parameters: { ...editing, api: { 'GET /general/squares/edit/{id}': { status: 404, body: { message: 'المربع غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('المربع غير موجود، ربما حُذف')).toBeVisible();
  },
};
