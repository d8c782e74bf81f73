/**
 * A camp's page in each status of the camp machine: a camp not ready offers "set ready", which asks
 * for a confirmation (the machine's `meta.confirm`, spec 000 §4) before the call; a ready one offers
 * "set not ready"; an account without camp-update is offered neither.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CampViewPage from '../../src/features/camps/CampViewPage';
import { ok } from '../support/mockApi';
import { bodyOf, callsTo, expectToast, expectVisible } from '../users/support';
import { campsRecord, campsRows } from './fixtures';

const meta = {
  title: 'Camps/View',
  component: CampViewPage,
  parameters: { path: '/camps/2', route: '/camps/:id' },
} satisfies Meta<typeof CampViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const notReady = campsRows[1]!;
const readyNow = campsRecord({ ...notReady, status: 'ready', version: 2 });

export const NotReady: Story = {
  parameters: {
    api: {
      'GET /general/camps/edit/{id}': () => ({ body: ok(callsTo('/general/camps/transition/2').length ? readyNow : notReady).body }),
      'POST /general/camps/transition/{id}': ok(readyNow, 'تم تنفيذ الإجراء بنجاح'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(await canvas.findByText('غير جاهز')).toBeVisible();
    await expect(canvas.getByText('قريب من دورات المياه العامة')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تعيين كغير جاهز' })).toBeNull();
    // asked first: cancelling sends nothing
    await userEvent.click(canvas.getByRole('button', { name: 'تعيين كجاهز' }));
    const dialog = await body.findByRole('dialog');
    await expectVisible(() => within(dialog).getByText('هل أنت متأكد من أن المخيم جاهز؟'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await expect(callsTo('/general/camps/transition/2')).toHaveLength(0);
    // confirmed: the event goes to the server's runtime with the version it was read at
    await userEvent.click(canvas.getByRole('button', { name: 'تعيين كجاهز' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'تعيين كجاهز' }));
    await waitFor(() => expect(callsTo('/general/camps/transition/2')).toHaveLength(1));
    await expect(callsTo('/general/camps/transition/2')[0]!.body).toMatchObject({ event: 'SET_READY', version: '1' });
    await expectToast(canvasElement, /تعيين كجاهز/);
    await expect(await canvas.findByRole('button', { name: 'تعيين كغير جاهز' })).toBeVisible();
  },
};

export const Ready: Story = {
  parameters: { path: '/camps/1', api: { 'GET /general/camps/edit/{id}': ok(campsRows[0]!) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'تعيين كغير جاهز' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تعيين كجاهز' })).toBeNull();
    await expect(canvas.getAllByText('مطوّر')).toHaveLength(2);
    await expect(canvas.getByText('3,250')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: { 'GET /general/camps/edit/{id}': ok(notReady) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Set ready' })).toBeVisible();
    await expect(canvas.getByText('Not developed')).toBeVisible();
  },
};

/** An account without camp-update sees the camp and no readiness action. */
export const WithoutCampUpdate: Story = {
  parameters: { session: 'provider', api: { 'GET /general/camps/edit/{id}': ok(notReady) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('غير جاهز')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تعيين كجاهز' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};

export const Missing: Story = {
  parameters: { path: '/camps/99', api: { 'GET /general/camps/edit/{id}': { status: 404, body: { message: 'المخيم غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('المخيم غير موجود')).toBeVisible();
  },
};
