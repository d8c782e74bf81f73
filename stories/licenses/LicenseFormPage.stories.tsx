/**
 * Licences: the form's shared rules before any call (a name and a validity of 1 to 365 days), adding a
 * temporary licence (the list opens with the server's message), the server's 422 under its field,
 * a change someone else made first (409), and the view.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LicenseFormPage from '../../src/features/licenses/LicenseFormPage';
import LicenseViewPage from '../../src/features/licenses/LicenseViewPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { licensesRows } from './fixtures';

const meta = {
  title: 'Licences/Form',
  component: LicenseFormPage,
  parameters: { path: '/licenses/create', route: '/licenses/create' },
} satisfies Meta<typeof LicenseFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const editing = { path: '/licenses/update/2', route: '/licenses/update/:id' };

/** Nothing is sent while a rule fails: the name and the validity are required, and a validity is 1 to 365 days. */
export const Rules: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await userEvent.type(input(canvasElement, 'licenses-name'), 'رخصة مظلات');
    await userEvent.type(input(canvasElement, 'licenses-validity-days'), '400');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('مدة الصلاحية عدد صحيح من 1 إلى 365 يوماً')).toBeVisible();
    await expect(input(canvasElement, 'licenses-validity-days').getAttribute('aria-invalid')).toBe('true');
    await expect(callsTo('/general/temp_licenses/store')).toHaveLength(0);
  },
};

/** A temporary kitchen licence for 30 days: sent with is_temporary 1; the list opens with the server's message. */
export const AddTemporary: Story = {
  parameters: {
    api: { 'POST /general/temp_licenses/store': { status: 201, body: { message: 'تمت إضافة الرخصة «رخصة مطبخ مؤقت» بنجاح', data: licensesRows[1] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'licenses-name'), 'رخصة مطبخ مؤقت');
    await userEvent.type(input(canvasElement, 'licenses-name-en'), 'Temporary kitchen licence');
    await userEvent.type(input(canvasElement, 'licenses-validity-days'), '30');
    await userEvent.click(input(canvasElement, 'licenses-is-temporary'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/temp_licenses/store')).toHaveLength(1));
    const body = callsTo('/general/temp_licenses/store')[0]!.body as Record<string, unknown>;
    await expect(body).toMatchObject({ name: 'رخصة مطبخ مؤقت', name_en: 'Temporary kitchen licence' });
    await expect(String(body.validity_days)).toBe('30');
    await expect(String(body.is_temporary)).toBe('1');
    await expectToast(canvasElement, 'تمت إضافة الرخصة «رخصة مطبخ مؤقت» بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** The server's 422 (a name another licence has) lands under the field, in the user's language. */
export const NameTaken: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/temp_licenses/edit/{id}': ok(licensesRows[1]!),
      'POST /general/temp_licenses/update/{id}': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name: ['توجد رخصة بهذا الاسم'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'licenses-name').value).toBe('رخصة مطبخ مؤقت'));
    await expect(input(canvasElement, 'licenses-is-temporary').checked).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('توجد رخصة بهذا الاسم')).toBeVisible();
    await expect(callsTo('/general/temp_licenses/update/2')[0]!.body).toMatchObject({ version: expect.anything() });
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** Someone changed the licence first: said plainly, the form stays. */
export const Stale: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/temp_licenses/edit/{id}': ok(licensesRows[1]!),
      'POST /general/temp_licenses/update/{id}': { status: 409, body: { message: 'تم تعديل السجل من قبل مستخدم آخر' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'licenses-name').value).toBe('رخصة مطبخ مؤقت'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectToast(canvasElement, 'عدّل شخص آخر هذا السجل؛ أعد تحميله');
  },
};

export const English: Story = {
  parameters: { api: {} },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('How many days the licence is valid from its first day, 1 to 365')).toBeVisible();
    await userEvent.type(input(canvasElement, 'licenses-name'), 'Canopies');
    await userEvent.type(input(canvasElement, 'licenses-validity-days'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The validity is a whole number of days from 1 to 365')).toBeVisible();
  },
};

/** The view: every field, the kind in words; the edit link only for order-tmp-license. */
export const View: Story = {
  render: () => <LicenseViewPage />,
  parameters: { path: '/licenses/2', route: '/licenses/:id', api: { 'GET /general/temp_licenses/edit/{id}': ok(licensesRows[1]!) }, permissions: ['order-license'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'رخصة مطبخ مؤقت' })).toBeVisible();
    await expect(canvas.getByText('Temporary kitchen licence')).toBeVisible();
    await expect(canvas.getByText('مؤقتة')).toBeVisible();
    await expect(canvas.getByText('30')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};
