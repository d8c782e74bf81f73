/**
 * /temp-licenses-order/create and /update/{id}: the structure, the camp (the caller's assigned camps),
 * the kroky and the answers to form 7; the shared rules refuse before any call, the server's 422s land
 * on their fields (an answer's on its question); after saving the order's page opens.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TempLicenceOrderFormPage from '../../src/features/tempLicenceOrders/TempLicenceOrderFormPage';
import { FOREVER, ok } from '../support/mockApi';
import { callsTo } from '../users/support';
import { choose } from '../orders/support';
import { approved, details, formData, PROVIDER, pendingNoKroky } from './fixtures';

const meta = {
  title: 'Temporary licence orders/Form',
  component: TempLicenceOrderFormPage,
  parameters: { path: '/temp-licenses-order/create', route: '/temp-licenses-order/create', session: 'provider', permissions: PROVIDER },
} satisfies Meta<typeof TempLicenceOrderFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const FORM = { 'GET /general/temp_license_order/form': ok(formData) };

export const Loading: Story = {
  parameters: { api: { 'GET /general/temp_license_order/form': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Nothing filled: every required field and question says so; nothing is sent. */
export const Refused: Story = {
  parameters: { api: { ...FORM, 'POST /general/temp_license_order/store': ok(details({ id: 9 })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expect((await canvas.findAllByText('هذا السؤال مطلوب')).length).toBe(3);
    await expect(callsTo('/general/temp_license_order/store')).toHaveLength(0);
  },
};

/** Filing one: the camp from the company's own, the answers as indexed fields; the order's page opens. */
export const Create: Story = {
  parameters: { api: { ...FORM, 'POST /general/temp_license_order/store': { status: 201, body: { message: 'تم تقديم طلب الرخصة المؤقتة بنجاح', data: details({ id: 9 }) } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^المنشأة المؤقتة/ }), 'خيمة مطبخ إضافية');
    await choose(canvasElement, 'temp-licence-camp', /مخيم 14/);
    await userEvent.click(canvas.getByRole('radio', { name: 'نعم' }));
    await userEvent.type(canvasElement.ownerDocument.getElementById('q-42')!, '120');
    await userEvent.type(canvasElement.ownerDocument.getElementById('q-43')!, '2027-05-18');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/temp_license_order/store')).toHaveLength(1));
    await expect(callsTo('/general/temp_license_order/store')[0]!.body).toMatchObject({
      structure: 'خيمة مطبخ إضافية',
      assign_camp_id: '12',
      form_id: '7',
      'answers[0][question_id]': '41',
      'answers[0][answer]': 'yes',
    });
  },
};

/** The server's 422 lands on its field: a camp not the company's. */
export const ServerRefused: Story = {
  parameters: {
    api: {
      ...FORM,
      'POST /general/temp_license_order/store': { status: 422, body: { message: 'invalid', errors: { assign_camp_id: ['المخيم المختار ليس من المخيمات المخصصة لشركتك'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^المنشأة المؤقتة/ }), 'مظلة');
    await choose(canvasElement, 'temp-licence-camp', /مخيم 12/);
    await userEvent.click(canvas.getByRole('radio', { name: 'نعم' }));
    await userEvent.type(canvasElement.ownerDocument.getElementById('q-42')!, '60');
    await userEvent.type(canvasElement.ownerDocument.getElementById('q-43')!, '2027-05-18');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('المخيم المختار ليس من المخيمات المخصصة لشركتك')).toBeVisible();
  },
};

/** Editing a pending order: its values and answers filled in; update/{id} with the version read. */
export const Update: Story = {
  parameters: {
    path: '/temp-licenses-order/update/4',
    route: '/temp-licenses-order/update/:id',
    api: { ...FORM, 'GET /general/temp_license_order/details/{id}': ok(pendingNoKroky), 'POST /general/temp_license_order/update/{id}': ok({ ...pendingNoKroky, version: 2 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^المنشأة المؤقتة/ })).toHaveValue('خيمة مطبخ إضافية'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/temp_license_order/update/4')).toHaveLength(1));
    await expect(callsTo('/general/temp_license_order/update/4')[0]!.body).toMatchObject({ version: '1', 'answers[1][answer]': '120' });
  },
};

/** A decided order is not edited: the page says so. */
export const Decided: Story = {
  parameters: {
    path: '/temp-licenses-order/update/2',
    route: '/temp-licenses-order/update/:id',
    api: { ...FORM, 'GET /general/temp_license_order/details/{id}': ok(approved) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/لا يمكن تعديل الطلب بعد البت فيه/)).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: FORM },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Does the temporary structure match the approved plan?')).toBeVisible();
  },
};
