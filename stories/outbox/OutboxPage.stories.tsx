import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OutboxPage from '../../src/features/outbox/OutboxPage';
import type { components } from '../../openapi/schema';
import { FOREVER, page } from '../support/mockApi';

type Message = components['schemas']['OutboxMessage'];

const meta = {
  title: 'Outbox/Outgoing mail',
  component: OutboxPage,
  parameters: { path: '/outbox', route: '/outbox' },
} satisfies Meta<typeof OutboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = 'https://mashaer.example.sa/reset?token=n-Llj7wmKlTVmzHZ8JkmBqhpdThb80xqZV9vj54mJu0';
const messages: Message[] = [
  {
    id: 3,
    to_email: 'kdana@mashaer.test',
    subject: 'إعادة تعيين كلمة المرور - بوابة المشاعر',
    body: `مرحباً موظف كدانة،\n\nطلبتَ إعادة تعيين كلمة المرور لحسابك في بوابة المشاعر. افتح الرابط التالي لتعيين كلمة مرور جديدة (صالح لمدة 60 دقيقة ولمرة واحدة):\n\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك الحالية لم تتغير.`,
    link,
    created_at: '2026-11-22T07:55:00Z',
    sent_at: null,
  },
  { id: 2, to_email: 'provider@mashaer.test', subject: 'Reset your password - Mashaer portal', body: 'Hello,\n\n…', link: null, created_at: '2026-11-21T12:00:00Z', sent_at: '2026-11-21T12:00:05Z' },
];

export const Loading: Story = { parameters: { api: { 'POST /outbox': FOREVER } } };

export const Empty: Story = {
  parameters: { api: { 'POST /outbox': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد رسائل صادرة')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /outbox': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** The list, and one message opened with its link to pass on. */
export const ReadAMessage: Story = {
  parameters: { api: { 'POST /outbox': page(messages, { total: 12 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('kdana@mashaer.test')).toBeVisible();
    await expect(canvas.getByText('بانتظار الإرسال')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^عرض/ })[0]!);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible()); // after the dialog's entrance
  },
};

export const English: Story = { parameters: { api: { 'POST /outbox': page(messages) } }, globals: { lang: 'en' } };
