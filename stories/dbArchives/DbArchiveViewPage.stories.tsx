/**
 * One season: a stored one offers the activation (asked first, with the machine's question) and sends it with the
 * version; the active one offers nothing and says it is the active one; the season's orders and licences are read
 * below, counted per kind, each kind a filter, each record leading to its own page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DbArchiveViewPage from '../../src/features/dbArchives/DbArchiveViewPage';
import { calls, FOREVER, ok, type MockRoutes } from '../support/mockApi';
import { currentSeason, eventsOf, previousSeason, recordsPage, seasonRecords } from './fixtures';

const meta = {
  title: 'Season archive/Season',
  component: DbArchiveViewPage,
  parameters: { path: '/db-archive/2', route: '/db-archive/:id' },
} satisfies Meta<typeof DbArchiveViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showing = (season: typeof currentSeason, more: MockRoutes = {}): MockRoutes => ({
  'GET /db_archive/edit/{id}': ok(season),
  'GET /workflows/{workflow}/records/{id}/events': eventsOf(season),
  'POST /db_archive/records/{id}': (req) => recordsPage(season, seasonRecords, (req.body as { kind?: string } | undefined)?.kind),
  ...more,
});
/** The confirmation PrimeReact's ConfirmDialog asks (rendered outside the canvas). */
async function confirmOf(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog').catch(() => body.findByRole('dialog'));
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

export const Loading: Story = { parameters: { api: { 'GET /db_archive/edit/{id}': FOREVER } } };

export const NotFound: Story = {
  parameters: { path: '/db-archive/99', api: { 'GET /db_archive/edit/{id}': { status: 404, body: { message: 'الموسم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الموسم غير موجود')).toBeVisible();
  },
};

/** A stored season: "Activate" asks first, then sends the version it was read at (as form data). */
export const ActivateAfterConfirming: Story = {
  parameters: { api: showing(previousSeason, { 'POST /db_archive/activate/{id}': ok({ ...previousSeason, status: 'active', status_text: 'نشط', version: previousSeason.version + 1 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['ACTIVATE']));
    await userEvent.click(canvas.getByRole('button', { name: 'تفعيل' }));
    const dialog = await confirmOf(canvasElement);
    await expect(dialog.getByText('تفعيل هذا الموسم يلغي تفعيل الموسم الحالي. هل تريد المتابعة؟')).toBeVisible();
    await expect(calls.some((c) => c.path.startsWith('/db_archive/activate/'))).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/db_archive/activate/2')?.body).toEqual({ version: String(previousSeason.version) }));
  },
};

/** The active season: no action (DEACTIVATE is the consequence of activating another, never a button). */
export const Active: Story = {
  parameters: { path: '/db-archive/3', api: showing(currentSeason) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/هذا هو الموسم النشط/)).toBeVisible();
    await expect(actionsOf(canvasElement)).toEqual([]);
  },
};

/** The season's orders and licences: counted per kind; a kind narrows the list; each record opens its own page. */
export const Records: Story = {
  parameters: { api: showing(previousSeason) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = await canvas.findByRole('list', { name: 'العدد حسب النوع' });
    await expect(within(counts).getByRole('button', { name: /الكل\s*5/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('link', { name: 'فتح طلب رقم 12' })).toHaveAttribute('href', '/orders/details/12');
    await expect(canvas.getByRole('link', { name: 'فتح طلب إعادة تخصيص رقم 2' })).toHaveAttribute('href', '/re-assign-orders/2/form/9/view');
    await userEvent.click(within(counts).getByRole('button', { name: /مخالفة نظامية\s*1/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/db_archive/records/2').at(-1)!.body).toMatchObject({ kind: 'violation' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'فتح طلب رقم 12' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'فتح مخالفة نظامية رقم 5' })).toHaveAttribute('href', '/regulatory-violation-order/5');
  },
};

/** A season with no records says so. */
export const NoRecords: Story = {
  parameters: { api: showing(previousSeason, { 'POST /db_archive/records/{id}': recordsPage(previousSeason, []) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد طلبات أو رخص في هذا الموسم', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: showing(previousSeason) },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hajj season 1447 AH' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'The season’s orders and licences' })).toBeVisible();
  },
};
