/** Camps: adding (the shared rules first, then the call, then the list) and changing (a taken name is a 422 on its field). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CampFormPage from '../../src/features/camps/CampFormPage';
import { ok, page } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { campsRows, squareIdOptions } from './fixtures';

const meta = {
  title: 'Camps/Form',
  component: CampFormPage,
  parameters: { path: '/camps/create', route: '/camps/create' },
} satisfies Meta<typeof CampFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const squares = { 'POST /general/squares': page(squareIdOptions) };

export const Add: Story = {
  parameters: { api: { ...squares, 'POST /general/camps/store': { status: 201, body: ok(campsRows[1]!, 'تمت إضافة المخيم بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'camps-capacity'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    // the shared rules speak before any call
    await expectVisible(() => canvas.getByText('السعة عدد صحيح من 1 إلى 50,000 حاج'));
    await expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(2);
    await expect(callsTo('/general/camps/store')).toHaveLength(0);
  },
};

export const NameTaken: Story = {
  parameters: {
    path: '/camps/update/2',
    route: '/camps/update/:id',
    api: {
      ...squares,
      'GET /general/camps/edit/{id}': ok(campsRows[1]!),
      'POST /general/camps/update/{id}': { status: 422, body: { message: 'بيانات غير صالحة', errors: { name: ['يوجد مخيم بهذا الاسم'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'camps-name').value).toBe('مخيم 7-2'));
    await userEvent.clear(input(canvasElement, 'camps-name'));
    await userEvent.type(input(canvasElement, 'camps-name'), 'مخيم 7-1');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/camps/update/2')).toHaveLength(1));
    await expect(callsTo('/general/camps/update/2')[0]!.body).toMatchObject({ name: 'مخيم 7-1', square_id: '7', capacity: '1450', version: '1' });
    await expectVisible(() => canvas.getByText('يوجد مخيم بهذا الاسم'));
  },
};

export const Saved: Story = {
  parameters: {
    path: '/camps/update/2',
    route: '/camps/update/:id',
    api: { ...squares, 'GET /general/camps/edit/{id}': ok(campsRows[1]!), 'POST /general/camps/update/{id}': ok(campsRows[1]!, 'تم تعديل المخيم بنجاح') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'camps-name').value).toBe('مخيم 7-2'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectToast(canvasElement, 'تم حفظ «مخيم 7-2»');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
