/** Appointments: the list as Kidana staff and as the receiving company see it, and the absence history. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import AppointmentsPage from '../../src/features/appointments/AppointmentsPage';
import AbsenceHistoryPage from '../../src/features/appointments/AbsenceHistoryPage';
import { FOREVER, page } from '../support/mockApi';
import { absenceRows, appointmentRows } from './fixtures';

const meta = {
  title: 'Appointments/List',
  component: AppointmentsPage,
  parameters: { path: '/appointments', route: '/appointments' },
} satisfies Meta<typeof AppointmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/appointments': page(appointmentRows, { total: appointmentRows.length }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/appointments': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/appointments': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مواعيد')).toBeVisible();
  },
};

/** Kidana: re-schedule and delete where the machine allows, absence only for the passed approved one; the missed one is marked and takes nothing. */
export const AsKidana: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخيم 8-1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'حذف: مخيم 8-1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'حذف: مخيم 8-2' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'تسجيل غياب: مخيم 8-5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تسجيل غياب: مخيم 8-2' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إعادة جدولة: مخيم 8-4' })).toBeNull();
    await expect(canvas.getByText('غائب')).toBeVisible();
    await expect(canvas.getByText('فريق الاستلام غير متاح في هذا الوقت')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تأكيد الموعد: مخيم 8-1' })).toBeNull();
  },
};

/** The receiving company approves or rejects a pending appointment (the machine's events for its party), and books nothing. */
export const AsProvider: Story = {
  parameters: { api: listing, session: 'provider', permissions: ['delivery-appointment-index'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'تأكيد الموعد: مخيم 8-1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفض الموعد: مخيم 8-1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تأكيد الموعد: مخيم 8-2' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إعادة جدولة: مخيم 8-1' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'إنشاء المواعيد' })).toBeNull();
  },
};

/** REJECT without a reason: the machine's guard answers in the dialog before any call ("A reject cause is required"). */
export const RejectNeedsReason: Story = {
  parameters: { api: listing, session: 'provider', permissions: ['delivery-appointment-index'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'رفض الموعد: مخيم 8-1' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/سبب/);
  },
};

/** Without the receiving company's permission the machine offers it nothing. */
export const ProviderWithoutPermission: Story = {
  parameters: { api: listing, session: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخيم 8-1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تأكيد الموعد: مخيم 8-1' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Absent')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record absence: مخيم 8-5' })).toBeVisible();
  },
};

export const AbsenceHistory: Story = {
  render: () => <AbsenceHistoryPage />,
  parameters: { path: '/absence-history', route: '/absence-history', api: { 'POST /general/absence_history': page(absenceRows, { total: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مخيم 8-4')).toBeVisible();
    await expect(canvas.getByText('موظف كدانة')).toBeVisible();
  },
};
