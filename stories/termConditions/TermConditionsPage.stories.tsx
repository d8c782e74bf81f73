/** Term conditions: the list in each of its states, one text edited, and one read without terms-update. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TermConditionsPage from '../../src/features/termConditions/TermConditionsPage';
import TermConditionPage from '../../src/features/termConditions/TermConditionPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { signInAs } from '../support/session';
import { termRecord, termRows } from './fixtures';

const meta = {
  title: 'Term conditions/List',
  component: TermConditionsPage,
  parameters: { path: '/term-conditions', route: '/term-conditions' },
} satisfies Meta<typeof TermConditionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/term-conditions': page(termRows, { total: 3 }) };
const one = { path: '/term-conditions/1', route: '/term-conditions/:id' };

export const Loading: Story = {
  parameters: { api: { 'POST /general/term-conditions': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/term-conditions': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** One row per account type, each opening its text; no add and no delete. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'شروط وأحكام المقاولين' })).toHaveAttribute('href', '/term-conditions/8');
    await expect(canvas.getByRole('cell', { name: 'جهة حكومية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: شروط وأحكام مقدمي الخدمة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /إضافة|حذف/ })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Terms for contractors' })).toBeVisible();
  },
};

/** The account type filter reaches the server as its type_id. */
export const ByType: Story = {
  parameters: { api: { 'POST /general/term-conditions': page([termRows[2]!]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'نوع الحساب' }), 'مقاول');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, unknown>).type_id) === '9')).toBe(true));
  },
};

/** Editing: both titles and texts, the rules before the call, the version sent back, the list with a success message. */
export const Edit: Story = {
  render: () => <TermConditionPage />,
  parameters: {
    ...one,
    api: {
      'GET /general/term-conditions/edit/1': ok(termRows[0]),
      'POST /general/term-conditions/update/1': ({ body }: MockRequest) => ok(termRecord({ id: 1, ...(body as object), version: 2 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/لمستخدمي: مقدم خدمة/)).toBeVisible();
    const title = canvasElement.querySelector<HTMLInputElement>('#terms-title-en')!;
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب')).toBeVisible();
    await expect(calls.filter((c) => c.path === '/general/term-conditions/update/1')).toHaveLength(0);
    await userEvent.type(title, 'Service provider terms');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/term-conditions/update/1')).toBe(true));
    const sent = calls.find((c) => c.path === '/general/term-conditions/update/1')!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ title: 'شروط وأحكام مقدمي الخدمة', title_en: 'Service provider terms' });
    // form data carries line breaks as CRLF; the server stores LF
    await expect(String(sent.body).replace(/\r\n/g, '\n')).toBe(termRows[0]!.body);
    await expect(String(sent.version)).toBe('1');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('تم حفظ «شروط وأحكام مقدمي الخدمة»')).toBeVisible());
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** The server's 422 lands on its field; a 409 says someone else changed the text. */
export const ServerRefuses: Story = {
  render: () => <TermConditionPage />,
  parameters: {
    ...one,
    api: {
      'GET /general/term-conditions/edit/1': ok(termRows[0]),
      'POST /general/term-conditions/update/1': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { body_en: ['النص أطول من المسموح'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('النص أطول من المسموح')).toBeVisible();
    await expect(canvasElement.querySelector('#terms-body-en')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** Without terms-update the page reads the text in both languages, clause by clause; there is no form. */
export const ReadOnly: Story = {
  render: () => <TermConditionPage />,
  decorators: [
    (Story) => {
      signInAs('admin', ['terms-index']);
      return <Story />;
    },
  ],
  parameters: { ...one, api: { 'GET /general/term-conditions/edit/1': ok(termRows[0]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole('region', { name: 'بالإنجليزية' });
    await expect(within(english).getByText(/^3\. The service provider/)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'بالعربية' })).getAllByText(/^(أولاً|ثانياً|ثالثاً):/)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'حفظ' })).toBeNull();
  },
};

export const Missing: Story = {
  render: () => <TermConditionPage />,
  parameters: { path: '/term-conditions/99', route: '/term-conditions/:id', api: { 'GET /general/term-conditions/edit/99': { status: 404, body: { message: 'x' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الشروط والأحكام غير موجودة')).toBeVisible();
  },
};
