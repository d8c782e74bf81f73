/**
 * Licences: the form's shared rules before any call (a name and a validity of 1 to 365 days), adding a
 * temporary licence (the list opens with the server's message), the server's 422 under its field,
 * a change someone else made first (409), and the view.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LocationLicenseFormPage from '../../src/features/locationLicenses/LocationLicenseFormPage';
import LocationLicenseViewPage from '../../src/features/locationLicenses/LocationLicenseViewPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { locationLicensesRows } from './fixtures';

const meta = {
  title: 'Location licences/Form',
  component: LocationLicenseFormPage,
  parameters: { path: '/location-licenses/create', route: '/location-licenses/create' },
} satisfies Meta<typeof LocationLicenseFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const editing = { path: '/location-licenses/update/2', route: '/location-licenses/update/:id' };

/** Nothing is sent while a rule fails: the name and the validity are required, and a validity is 1 to 365 days. */
export const Rules: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await userEvent.type(input(canvasElement, 'location-licenses-name'), 'رخصة مظلات');
    await userEvent.type(input(canvasElement, 'location-licenses-validity-days'), '400');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('مدة الصلاحية عدد صحيح من 1 إلى 365 يوماً')).toBeVisible();
    await expect(input(canvasElement, 'location-licenses-validity-days').getAttribute('aria-invalid')).toBe('true');
    await expect(callsTo('/general/location-temp_licenses/store')).toHaveLength(0);
  },
};

/** A temporary site office licence for 30 days: sent with is_temporary 1; the list opens with the server's message. */
export const AddTemporary: Story = {
  parameters: {
    api: { 'POST /general/location-temp_licenses/store': { status: 201, body: { message: 'تمت إضافة رخصة الموقع «رخصة مكتب موقع مؤقت» بنجاح', data: locationLicensesRows[1] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'location-licenses-name'), 'رخصة مكتب موقع مؤقت');
    await userEvent.type(input(canvasElement, 'location-licenses-name-en'), 'Temporary site office licence');
    await userEvent.type(input(canvasElement, 'location-licenses-validity-days'), '30');
    await userEvent.click(input(canvasElement, 'location-licenses-is-temporary'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/location-temp_licenses/store')).toHaveLength(1));
    const body = callsTo('/general/location-temp_licenses/store')[0]!.body as Record<string, unknown>;
    await expect(body).toMatchObject({ name: 'رخصة مكتب موقع مؤقت', name_en: 'Temporary site office licence' });
    await expect(String(body.validity_days)).toBe('30');
    await expect(String(body.is_temporary)).toBe('1');
    await expectToast(canvasElement, 'تمت إضافة رخصة الموقع «رخصة مكتب موقع مؤقت» بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** The server's 422 (a name another licence has) lands under the field, in the user's language. */
export const NameTaken: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/location-temp_licenses/edit/{id}': ok(locationLicensesRows[1]!),
      'POST /general/location-temp_licenses/update/{id}': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name: ['توجد رخصة بهذا الاسم'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'location-licenses-name').value).toBe('رخصة مكتب موقع مؤقت'));
    await expect(input(canvasElement, 'location-licenses-is-temporary').checked).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('توجد رخصة بهذا الاسم')).toBeVisible();
    await expect(callsTo('/general/location-temp_licenses/update/2')[0]!.body).toMatchObject({ version: expect.anything() });
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** Someone changed the licence first: said plainly, the form stays. */
export const Stale: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/location-temp_licenses/edit/{id}': ok(locationLicensesRows[1]!),
      'POST /general/location-temp_licenses/update/{id}': { status: 409, body: { message: 'تم تعديل السجل من قبل مستخدم آخر' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'location-licenses-name').value).toBe('رخصة مكتب موقع مؤقت'));
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
    await userEvent.type(input(canvasElement, 'location-licenses-name'), 'Canopies');
    await userEvent.type(input(canvasElement, 'location-licenses-validity-days'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The validity is a whole number of days from 1 to 365')).toBeVisible();
  },
};

/** The view: every field, the kind in words; the edit link only for locationorder-tmp-license. */
export const View: Story = {
  render: () => <LocationLicenseViewPage />,
  parameters: {
    path: '/location-licenses/2',
    route: '/location-licenses/:id',
    api: { 'GET /general/location-temp_licenses/edit/{id}': ok(locationLicensesRows[1]!) },
    permissions: ['locationorder-license'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'رخصة مكتب موقع مؤقت' })).toBeVisible();
    await expect(canvas.getByText('Temporary site office licence')).toBeVisible();
    await expect(canvas.getByText('مؤقتة')).toBeVisible();
    await expect(canvas.getByText('30')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};
