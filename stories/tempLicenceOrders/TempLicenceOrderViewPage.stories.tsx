/**
 * /temp-licenses-order/view/{id} in each status of the tempLicenceOrder machine, as the company and as
 * staff: the actions are the machine's (the server's events endpoint is not mocked: the machine alone
 * decides); approving asks the machine's question first, rejecting asks for the reason, the company
 * stores its kroky in a dialog; a refusal shows the server's words and changes nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TempLicenceOrderViewPage from '../../src/features/tempLicenceOrders/TempLicenceOrderViewPage';
import { FOREVER, ok } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { dialogOf } from '../orders/support';
import { approved, PROVIDER, pendingForStaff, pendingNoKroky, rejected, type Details } from './fixtures';

const meta = {
  title: 'Temporary licence orders/View',
  component: TempLicenceOrderViewPage,
  parameters: { path: '/temp-licenses-order/view/1', route: '/temp-licenses-order/view/:id' },
} satisfies Meta<typeof TempLicenceOrderViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details of `record`, then (once `path` was called) of `next`. */
const api = (record: Details, after?: { path: string; next: Details }) => ({
  'GET /general/temp_license_order/details/{id}': () => ok(after && callsTo(after.path).length ? after.next : record),
});

export const Loading: Story = {
  parameters: { api: { 'GET /general/temp_license_order/details/{id}': FOREVER } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.p-skeleton')).not.toBeNull());
  },
};

export const NotFound: Story = {
  parameters: { api: { 'GET /general/temp_license_order/details/{id}': { status: 404, body: { message: 'طلب الرخصة المؤقتة غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('طلب الرخصة المؤقتة غير موجود')).toBeVisible();
  },
};

/** The company's pending order without its kroky: edit, delete, upload the kroky; its answers and history. */
export const CompanyPending: Story = {
  parameters: { path: '/temp-licenses-order/view/4', session: 'provider', permissions: PROVIDER, api: api(pendingNoKroky) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/temp-licenses-order/update/4');
    await expect(canvas.getByRole('button', { name: 'حذف' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفع الكروكي' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'اعتماد الرخصة' })).toBeNull();
    await expect(canvas.getByText('لم يُرفع الكروكي بعد')).toBeVisible();
    await expect(canvas.getByText('هل المنشأة المؤقتة مطابقة للمخطط المعتمد؟')).toBeVisible();
    await expect(canvas.getByText('تقديم الطلب')).toBeVisible();
  },
};

/** The company stores its kroky: the dialog asks for the file; kroky_documents/store carries it with the order's id. */
export const UploadKroky: Story = {
  parameters: {
    path: '/temp-licenses-order/view/4',
    session: 'provider',
    permissions: PROVIDER,
    api: {
      ...api(pendingNoKroky, {
        path: '/general/temp_license_order/kroky_documents/store',
        next: { ...pendingNoKroky, kroky_document: { id: 91, name: 'kroky.pdf', size: 2048, url: '/api/files/91' }, version: 2 },
      }),
      'POST /general/temp_license_order/kroky_documents/store': ok({ ...pendingNoKroky, version: 2 }, 'تم حفظ مستند الكروكي'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفع الكروكي' }));
    const dialog = await dialogOf(canvasElement);
    // no file: the machine's rule says so on the field, nothing is sent
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await expect(await dialog.findByText(/مطلوب/)).toBeVisible();
    await expect(callsTo('/general/temp_license_order/kroky_documents/store')).toHaveLength(0);
    const input = canvasElement.ownerDocument.getElementById('tl-kroky') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'kroky.pdf', { type: 'application/pdf' }));
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/temp_license_order/kroky_documents/store')).toHaveLength(1));
    await expect(callsTo('/general/temp_license_order/kroky_documents/store')[0]!.body).toMatchObject({ temp_license_order_id: '4', version: '1' });
    await expectToast(canvasElement, 'تم حفظ مستند الكروكي');
  },
};

/** Staff on a pending order without its kroky: approving is refused with the machine's reason. */
export const StaffWithoutKroky: Story = {
  parameters: { path: '/temp-licenses-order/view/4', api: api({ ...pendingForStaff, id: 4, kroky_document: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'اعتماد الرخصة' })).toBeDisabled();
    await expect(canvas.getByText('يجب رفع مستند الكروكي أولاً')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'تعديل' })).toBeNull();
  },
};

/** Staff approve: the machine's question, then approve/{id} with the version read; the page shows the licence link. */
export const Approve: Story = {
  parameters: {
    api: {
      ...api(pendingForStaff, { path: '/general/temp_license_order/approve/1', next: { ...approved, id: 1 } }),
      'POST /general/temp_license_order/approve/{id}': ok({ ...approved, id: 1 }, 'تم اعتماد الرخصة المؤقتة'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'اعتماد الرخصة' }));
    const confirm = await dialogOf(canvasElement);
    await expect(confirm.getByText('اعتماد الرخصة المؤقتة؟')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'اعتماد الرخصة' }));
    await waitFor(() => expect(callsTo('/general/temp_license_order/approve/1')).toHaveLength(1));
    await expect(callsTo('/general/temp_license_order/approve/1')[0]!.body).toMatchObject({ version: '1' });
    await expect(await canvas.findByTestId('temp-licence-ready-link')).toHaveAttribute('href', '/temp-licenses-order/ready/1');
  },
};

/** Staff reject: no reason is refused on the field (the machine's rule) and nothing is sent; with one, reject/{id}. */
export const Reject: Story = {
  parameters: {
    api: {
      ...api(pendingForStaff, { path: '/general/temp_license_order/reject/1', next: { ...rejected, id: 1 } }),
      'POST /general/temp_license_order/reject/{id}': ok({ ...rejected, id: 1 }, 'تم رفض طلب الرخصة المؤقتة'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض الطلب' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await expect(await dialog.findByText('سبب الرفض مطلوب')).toBeVisible();
    await expect(callsTo('/general/temp_license_order/reject/1')).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: /سبب الرفض/ }), 'الكروكي لا يوضح الموقع');
    await userEvent.click(dialog.getByRole('button', { name: 'رفض' }));
    await waitFor(() => expect(callsTo('/general/temp_license_order/reject/1')).toHaveLength(1));
    await expect(callsTo('/general/temp_license_order/reject/1')[0]!.body).toMatchObject({ rejection_reason: 'الكروكي لا يوضح الموقع', version: '1' });
    await expect(await canvas.findAllByText('الكروكي لا يوضح الموقع')).not.toHaveLength(0);
  },
};

/** The server refuses (409): its words in a danger notification; the order stays as it was. */
export const Refused: Story = {
  parameters: { api: { ...api(pendingForStaff), 'POST /general/temp_license_order/approve/{id}': { status: 409, body: { message: 'Unallowed action!' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'اعتماد الرخصة' }));
    await userEvent.click((await dialogOf(canvasElement)).getByRole('button', { name: 'اعتماد الرخصة' }));
    await expectToast(canvasElement, 'Unallowed action!');
    await expect(canvas.getByRole('button', { name: 'اعتماد الرخصة' })).toBeVisible();
  },
};

export const Approved: Story = {
  parameters: { path: '/temp-licenses-order/view/2', session: 'provider', permissions: PROVIDER, api: api(approved) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('temp-licence-ready-link')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'تعديل' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'حذف' })).toBeNull();
  },
};

export const Rejected: Story = {
  parameters: { path: '/temp-licenses-order/view/3', session: 'provider', permissions: PROVIDER, api: api(rejected) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('الكروكي لا يوضح الموقع')).length).toBeGreaterThan(0);
    await expect(canvas.queryByTestId('temp-licence-ready-link')).toBeNull();
  },
};

export const English: Story = {
  parameters: { path: '/temp-licenses-order/view/2', api: api(approved) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Does the temporary structure match the approved plan?')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
  },
};
