/**
 * /sla: the records past their status's target (each opening its record) and the targets per status — editable with
 * sla-manage (saving sends the days, removing sends none), read-only without it; nothing overdue said so.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SlaPage from '../../src/features/sla/SlaPage';
import { calls, ok, page, type MockRoutes } from '../support/mockApi';

const meta = {
  title: 'Dashboards/SLA clocks',
  component: SlaPage,
  parameters: { path: '/sla', route: '/sla', session: 'admin' },
} satisfies Meta<typeof SlaPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const targets = [
  {
    workflow: 'tempLicenceOrder',
    label: 'طلب رخصة مؤقتة',
    states: [{ status: 'pending', label: 'قيد الانتظار', target_days: 3 }],
  },
  {
    workflow: 'carLicenceOrder',
    label: 'طلب ترخيص مركبة',
    states: [{ status: 'pending', label: 'قيد الانتظار', target_days: null }],
  },
];
const late = {
  key: 'tempLicenceOrder:12',
  workflow: 'tempLicenceOrder',
  workflow_text: 'طلب رخصة مؤقتة',
  kind: 'رخصة مؤقتة',
  record_id: 12,
  status: 'pending',
  status_text: 'قيد الانتظار',
  company_id: 21,
  company: 'شركة الضيافة لخدمات الحجاج',
  entered_at: '2026-11-01T06:00:00Z',
  due_at: '2026-11-04T21:00:00Z',
  elapsed_days: 19,
  target_days: 3,
  notified_at: '2026-11-05T08:00:00Z',
  link: '/temp-licenses-order/view/12',
};
const api = (rows: unknown[]): MockRoutes => ({
  'GET /sla/targets': ok(targets),
  'POST /sla/overdue': page(rows),
  'GET /dashboards/filters': ok({ seasons: [], squares: [], companies: [{ id: 21, name: 'شركة الضيافة لخدمات الحجاج' }] }),
  'POST /sla/targets/store': ok(undefined),
});

export const Overdue: Story = {
  parameters: { api: api([late]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'رخصة مؤقتة #12' });
    await expect(link.getAttribute('href')).toBe('/temp-licenses-order/view/12');
    await expect(canvas.getByText('19 / 3')).toBeVisible();
    // a target set: the days go to the server
    const input = canvas.getByLabelText('قيد الانتظار', { selector: '#sla-carLicenceOrder-pending' });
    await userEvent.type(input, '4');
    await userEvent.tab();
    await userEvent.click(within(canvas.getByRole('table', { name: 'طلب ترخيص مركبة' })).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/sla/targets/store' && String((c.body as Record<string, unknown>).target_days) === '4')).toBe(true));
  },
};

export const NothingOverdue: Story = {
  parameters: { api: api([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد سجلات متأخرة')).toBeVisible();
  },
};

/** Without sla-manage: the targets read only, no "check now". */
export const ReadOnly: Story = {
  parameters: { api: api([late]), permissions: ['workflow-index'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('يحدد المدد من يملك صلاحية تحديدها')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'افحص الآن' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'حفظ' })).toBeNull();
  },
};
