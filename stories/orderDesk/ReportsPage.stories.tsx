/**
 * Achievement reports: the list (/reports, /location-order-reports) in each state, and one report
 * (/reports/{id}) in each status of the achievementReport machine. The play functions step through
 * the desk's transitions: APPROVE, and DISAPPROVE with its reason (the machine's guard first).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReportsPage from '../../src/features/orderDesk/ReportsPage';
import ReportPage from '../../src/features/orderDesk/ReportPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { report, reportRows } from './fixtures';

const LIST = 'POST /general/orders/achive_reports/list';
const DETAILS = 'POST /general/orders/achive_reports/details/{id}';
const callsTo = (path: string) => calls.filter((c) => c.path === path);
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const seen = (root: ReturnType<typeof within>, text: string | RegExp) => waitFor(() => expect(root.getByText(text)).toBeVisible());

const meta = {
  title: 'Order desk/Achievement reports',
  component: ReportsPage,
  parameters: { path: '/reports', route: '/reports' },
} satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { [LIST]: page(reportRows, { total: 23 }) };

export const Loading: Story = {
  parameters: { api: { [LIST]: FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تقارير إنجاز')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { [LIST]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('هناك مشكلة');
  },
};

/** The statuses with the machine's labels, the progress bars, a link to each report and to its order; the status filter and the pages go to the server. */
export const List: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table'));
    await expect(await table.findByText('قيد المراجعة')).toBeVisible();
    await expect(table.getByText('معتمد')).toBeVisible();
    await expect(table.getByText('قديم')).toBeVisible();
    await expect(table.getByRole('link', { name: 'التقرير رقم 13' })).toHaveAttribute('href', '/reports/13');
    await expect(table.getAllByRole('link', { name: /تركيب منظومة سلامة وإطفاء/ })[0]).toHaveAttribute('href', '/orders/details/35');
    await expect(table.getAllByRole('progressbar')[0]).toHaveAttribute('value', '75');
    await expect(table.getByText('75%')).toBeVisible();

    const status = canvas.getByRole('combobox', { name: 'الحالة' });
    await expect(Array.from((status as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['الحالة', 'قيد المراجعة', 'معتمد', 'غير معتمد', 'قديم']);
    await userEvent.selectOptions(status, 'disapproved');
    await waitFor(() => expect(callsTo('/general/orders/achive_reports/list').at(-1)!.body).toMatchObject({ status: 'disapproved' }));
    await userEvent.click(canvas.getByRole('button', { name: /^2$|صفحة 2/ }));
    await waitFor(() => expect(callsTo('/general/orders/achive_reports/list').at(-1)!.query.get('page')).toBe('2'));
  },
};

export const LocationOrders: Story = {
  parameters: {
    path: '/location-order-reports',
    route: '/location-order-reports',
    api: { 'POST /general/location-orders/achive_reports/list': page([report({ id: 14, order_id: 44, order_title: 'تركيب برادات مياه في الموقع' })]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تقارير إنجاز طلبات المواقع' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'التقرير رقم 14' })).toHaveAttribute('href', '/location-order-reports/14');
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await expect(await table.findByText('Pending')).toBeVisible();
    await expect(table.getByText('Old')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Report #13' })).toBeVisible();
  },
};

/* ---------- one report ---------- */

const at = (id: number) => ({ render: () => <ReportPage />, parameters: { path: `/reports/${id}`, route: '/reports/:id' } });

/** Pending: the desk may approve or disapprove it; approving sends the version and shows the server's message. */
export const Pending: Story = {
  ...at(13),
  parameters: {
    ...at(13).parameters,
    api: {
      [DETAILS]: ok(report({ id: 13 })),
      'POST /general/orders/achive_reports/approve/{id}': ok(report({ id: 13, status: 'approve', status_text: 'معتمد', version: 2 }), 'تم اعتماد التقرير'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تقرير الإنجاز #13' })).toBeVisible();
    await expect(canvas.getByText('اكتمل الفرش وجارٍ تركيب المكيفات')).toBeVisible();
    await expect(canvas.getByText('دار الإشراف الهندسي')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /report-35-75\.pdf/ })).toBeVisible();
    await expect(canvas.getByText('بانتظار اعتماد الجهة')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اعتماد التقرير' }));
    await waitFor(() => expect(callsTo('/general/orders/achive_reports/approve/13')).toHaveLength(1));
    await expect(callsTo('/general/orders/achive_reports/approve/13')[0]!.body).toEqual({ version: '1' });
    await seen(body, 'تم اعتماد التقرير');
  },
};

/** DISAPPROVE: an empty reason is refused in the dialog by the machine's guard, with no call; then the reason goes out. */
export const Disapprove: Story = {
  ...at(13),
  parameters: {
    ...at(13).parameters,
    api: {
      [DETAILS]: ok(report({ id: 13 })),
      'POST /general/orders/achive_reports/disapprove/{id}': ok(report({ id: 13, status: 'disapproved', status_text: 'غير معتمد', version: 2 }), 'تم'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'عدم اعتماد التقرير' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'عدم اعتماد التقرير' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('سبب الرفض مطلوب');
    await expect(callsTo('/general/orders/achive_reports/disapprove/13')).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/سبب الرفض/), 'نسبة الإنجاز غير مطابقة');
    await userEvent.click(dialog.getByRole('button', { name: 'عدم اعتماد التقرير' }));
    await waitFor(() => expect(callsTo('/general/orders/achive_reports/disapprove/13')).toHaveLength(1));
    await expect(callsTo('/general/orders/achive_reports/disapprove/13')[0]!.body).toEqual({ rejection_reason: 'نسبة الإنجاز غير مطابقة', version: '1' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Old: replaced by a newer report; it says so, shows why it was disapproved, and takes no decision. */
export const Old: Story = {
  ...at(18),
  parameters: { ...at(18).parameters, api: { [DETAILS]: ok(reportRows[2]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('حل محله تقرير أحدث')).toBeVisible();
    await expect(canvas.getByText('الصور المرفقة لا توضح نسبة الإنجاز المذكورة')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'اعتماد التقرير' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'عدم اعتماد التقرير' })).toBeNull();
  },
};

export const Approved: Story = {
  ...at(8),
  parameters: { ...at(8).parameters, api: { [DETAILS]: ok(reportRows[1]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('اعتُمد تقرير الإنجاز')).toBeVisible();
    await expect(canvas.queryByTestId('report-actions')).toBeNull();
  },
};

/** Someone decided meanwhile: the server's refusal is said aloud. */
export const Conflict: Story = {
  ...at(13),
  parameters: {
    ...at(13).parameters,
    api: { [DETAILS]: ok(report({ id: 13 })), 'POST /general/orders/achive_reports/approve/{id}': { status: 409, body: { message: 'انتهت صلاحية البيانات، أعد تحميل الصفحة' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'اعتماد التقرير' }));
    await seen(bodyOf(canvasElement), 'انتهت صلاحية البيانات، أعد تحميل الصفحة');
  },
};

export const NotFound: Story = {
  ...at(99),
  parameters: { ...at(99).parameters, api: { [DETAILS]: { status: 404, body: { message: 'غير موجود' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لم يُعثر على تقرير الإنجاز')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تقارير الإنجاز' })).toHaveAttribute('href', '/reports');
  },
};

export const DetailsLoading: Story = {
  ...at(13),
  parameters: { ...at(13).parameters, api: { [DETAILS]: FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A location order's report: read and decided over general/location-orders. */
export const LocationOrderReport: Story = {
  render: () => <ReportPage />,
  parameters: {
    path: '/location-order-reports/14',
    route: '/location-order-reports/:id',
    api: {
      'POST /general/location-orders/achive_reports/details/{id}': ok(report({ id: 14, order_id: 44, order_title: 'تركيب برادات مياه في الموقع' })),
      'POST /general/location-orders/achive_reports/approve/{id}': ok(report({ id: 14, status: 'approve', version: 2 }), 'تم'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'تقرير إنجاز طلب موقع #14' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اعتماد التقرير' }));
    await waitFor(() => expect(callsTo('/general/location-orders/achive_reports/approve/14')).toHaveLength(1));
  },
};

export const DetailsEnglish: Story = {
  ...at(13),
  parameters: { ...at(13).parameters, api: { [DETAILS]: ok(report({ id: 13 })) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve report' })).toBeVisible();
    await expect(canvas.getByText('Awaiting the authority')).toBeVisible();
  },
};
