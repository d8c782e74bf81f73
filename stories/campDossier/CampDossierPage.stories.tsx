/**
 * The camp dossier: the camp, its holder, each group's figures (a filter each) and the timeline of its records'
 * steps, newest first, paged; loading, failing, a missing camp and a camp with nothing yet.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CampDossierPage from '../../src/features/campDossier/CampDossierPage';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import type { components } from '../../openapi/schema';

type Dossier = components['schemas']['CampDossier'];
type Entry = components['schemas']['CampDossierEntry'];

const meta = {
  title: 'Camps/Dossier',
  component: CampDossierPage,
  parameters: { path: '/camps/5/dossier', route: '/camps/:id/dossier' },
} satisfies Meta<typeof CampDossierPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const DOSSIER = 'POST /general/camps/dossier/{id}';
const company = 'شركة زمزم لخدمات الحجاج';
const step = (id: number, over: Partial<Entry>): Entry => ({
  id,
  at: `2027-05-${String(10 + (id % 10)).padStart(2, '0')}T07:00:00.000Z`,
  group: 'violations',
  workflow: 'violation',
  kind: 'مخالفة نظامية',
  record_id: 3,
  record_status: 'ready',
  record_status_label: 'جاهزة',
  link: '/regulatory-violation-order/3',
  of_company: false,
  company_name: company,
  event: 'ISSUE',
  event_label: 'إصدار',
  from_status: 'draft',
  from_label: 'مسودة',
  to_status: 'issued',
  to_label: 'صادرة',
  actor: { id: 2, name: 'موظف كدانة' },
  ...over,
});
const entries: Entry[] = [
  step(9, { event: 'MAKE_READY', event_label: 'تجهيز', from_status: 'issued', from_label: 'صادرة', to_status: 'ready', to_label: 'جاهزة' }),
  step(8, {}),
  step(7, { event: 'CREATE', event_label: 'إنشاء', from_status: null, from_label: null, to_status: 'draft', to_label: 'مسودة' }),
  step(6, {
    group: 'payments',
    workflow: 'sadadOrder',
    kind: 'أمر سداد',
    record_id: 4,
    record_status: 'paid',
    record_status_label: 'مدفوع',
    link: '/sadad/details/4',
    of_company: true,
    event: 'PAY',
    event_label: 'سداد',
    from_status: 'pending',
    from_label: 'بانتظار السداد',
    to_status: 'paid',
    to_label: 'مدفوع',
  }),
];
const groups = (steps: Partial<Record<string, number>>): Dossier['groups'] =>
  (
    [
      ['assignment', 'التخصيص'],
      ['handover', 'التسليم'],
      ['orders', 'الطلبات'],
      ['licences', 'الرخص'],
      ['violations', 'المخالفات'],
      ['penalties', 'الغرامات'],
      ['payments', 'المدفوعات'],
      ['clearance', 'المخالصة'],
    ] as const
  ).map(([group, label]) => ({ group, label, records: steps[group] ? 1 : 0, steps: steps[group] ?? 0 }));

const dossier = (data: Entry[], counts: Partial<Record<string, number>>, page = 1, perPage = 10): Dossier => ({
  camp: { id: 5, name: 'مخيم 1-5', name_en: 'Camp 1-5', square_name: 'مربع 1', square_name_en: 'Square 1', status: 'ready', status_label: 'جاهز', capacity: 1700 },
  holder: { company_id: 29, company_name: company, assignment_id: 3, status: 'deliverd', status_label: 'تم الاستلام' },
  groups: groups(counts),
  timeline: { data, total: data.length, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(data.length / perPage)) },
});
/** The server's group filter and order over the entries above. */
const answer = (req: MockRequest) => {
  const body = (req.body ?? {}) as { group?: string; direction?: string };
  const shown = entries.filter((e) => !body.group || e.group === body.group);
  return ok(dossier(body.direction === 'asc' ? [...shown].reverse() : shown, { violations: 3, payments: 1 }));
};

export const Loading: Story = { parameters: { api: { [DOSSIER]: FOREVER } } };

export const LoadFailed: Story = {
  parameters: { api: { [DOSSIER]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل ملف المخيم');
  },
};

export const NotFound: Story = {
  parameters: { path: '/camps/99/dossier', api: { [DOSSIER]: { status: 404, body: { message: 'المخيم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('المخيم غير موجود')).toBeVisible();
  },
};

/** A camp nobody holds and nothing has happened to yet. */
export const NothingYet: Story = {
  parameters: { api: { [DOSSIER]: ok({ ...dossier([], {}), holder: null }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد خطوات مسجلة لهذا المخيم بعد')).toBeVisible();
    await expect(canvas.getByText('غير مخصص لشركة الآن')).toBeVisible();
  },
};

/** The timeline: each step names its record (a link), the event, the statuses and who; a group narrows it; the order turns. */
export const Timeline: Story = {
  parameters: { api: { [DOSSIER]: answer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByRole('list', { name: 'الخط الزمني للمخيم' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(timeline).getAllByRole('link', { name: 'فتح مخالفة نظامية رقم 3' })[0]).toHaveAttribute('href', '/regulatory-violation-order/3');
    await expect(within(timeline).getByText('أُنشئ في حالة «مسودة»')).toBeVisible();
    await expect(within(timeline).getByText('من «صادرة» إلى «جاهزة»')).toBeVisible();
    // the holder's payment says it is the company's
    await expect(within(timeline).getByText('من سجلات الشركة')).toBeVisible();
    await expect(canvasElement.querySelector('.dossier-holder')).toHaveTextContent(company);

    const chips = canvas.getByRole('region', { name: 'المجموعات' });
    await expect(within(chips).getByRole('button', { name: /^الكل/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(chips).getByRole('button', { name: /^الطلبات/ })).toBeDisabled();
    await userEvent.click(within(chips).getByRole('button', { name: /^المخالفات/ }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ group: 'violations', direction: 'desc' }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'الخط الزمني للمخيم' })).getAllByRole('listitem')).toHaveLength(3));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'الترتيب' }), 'الأقدم أولاً');
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ group: 'violations', direction: 'asc' }));
  },
};
