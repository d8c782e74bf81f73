/**
 * The dashboard as every signed-in user sees the news: the news bar (the visible items, a still strip of links) and the
 * latest news as cards opening the reading page — loading, empty, failed (the rest of the dashboard stands) and full.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { calls, FOREVER, ok, page, type MockRoutes } from '../support/mockApi';
import { newsRows } from './fixtures';

const meta = {
  title: 'News/Dashboard',
  component: DashboardPage,
  parameters: { path: '/dashboard', route: '/dashboard', session: 'provider' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = [
  { id: 1, value: 'آخر موعد لطلبات رخص الجاهزية 20 ذو القعدة 1448هـ', link: '/readiness-license' },
  { id: 2, value: 'Camp handover appointments start on 1 Dhu al-Qadah', link: null },
  { id: 3, value: 'إرشادات الدفاع المدني للسلامة في المخيمات', link: 'https://998.gov.sa' },
];
/** The user's queue and the season's figures (src/features/dashboards/HomeBoard.tsx) */
const home = {
  queue: [{ key: 'order.SUBMIT', label: 'إرسال — طلب (مسودة، معاد للتعديل)', count: 2, link: '/orders' }],
  season: { id: 3, name: 'موسم حج 1448هـ', starts_on: '2026-07-02', ends_on: '2027-06-17' },
  figures: [{ key: 'openOrders', label: 'طلبات مفتوحة', value: 7, compare: null, unit: 'count' }],
};
const full: MockRoutes = {
  'GET /general/news-bar/visible': ok(bar),
  'POST /general/news/read': page(newsRows, { total: 8, perPage: 6 }),
  'GET /files/{id}': { body: {} },
  'POST /dashboards/home': ok(home),
};

export const Loading: Story = {
  parameters: { api: { 'GET /general/news-bar/visible': FOREVER, 'POST /general/news/read': FOREVER, 'POST /dashboards/home': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.news-bar[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('.news-cards[aria-busy="true"]')).not.toBeNull();
  },
};

/** No visible bar item: no bar at all; no news: said so. */
export const Empty: Story = {
  parameters: { api: { 'GET /general/news-bar/visible': ok([]), 'POST /general/news/read': page([]), 'POST /dashboards/home': ok({ queue: [], season: null, figures: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد أخبار بعد')).toBeVisible();
    await expect(canvasElement.querySelector('.news-bar')).toBeNull();
    await expect(await canvas.findByText('لا شيء بانتظارك الآن')).toBeVisible();
  },
};

/** Both fail: each says so with a retry, and the user's queue still shows. */
export const LoadFailed: Story = {
  parameters: {
    api: {
      'GET /general/news-bar/visible': { status: 500, body: { message: 'هناك مشكلة' } },
      'POST /general/news/read': { status: 500, body: { message: 'هناك مشكلة' } },
      'POST /dashboards/home': ok(home),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذر تحميل شريط الأخبار')).toBeVisible();
    await expect(await canvas.findByText('تعذر تحميل الأخبار')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: home.queue[0]!.label })).toBeVisible();
  },
};

export const WithNews: Story = {
  parameters: { api: full },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'شريط الأخبار' });
    // a portal path opens in place, an outside address in a new tab, a text alone is no link
    await expect(within(strip).getByRole('link', { name: bar[0]!.value }).getAttribute('href')).toBe('/readiness-license');
    const outside = within(strip).getByRole('link', { name: /إرشادات الدفاع المدني/ });
    await expect(outside.getAttribute('target')).toBe('_blank');
    await expect(outside.getAttribute('rel')).toContain('noopener');
    await expect(within(strip).getAllByRole('link')).toHaveLength(2);
    // the cards: title, type and date, each opening the reading page
    const card = await canvas.findByRole('link', { name: new RegExp(newsRows[0]!.news_title) });
    await expect(card.getAttribute('href')).toBe('/news/read/1');
    await expect(within(card).getByText('صور')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.news-card')).toHaveLength(3);
    // more news: six more asked for
    await userEvent.click(canvas.getByRole('button', { name: 'المزيد من الأخبار' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/news/read' && String((c.body as Record<string, unknown>).paginate) === '12')).toBe(true));
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  parameters: { api: full },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'News bar' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Latest news' })).toBeVisible();
    await expect(canvas.getByText('(opens in a new tab)')).toBeInTheDocument();
  },
};
