/** Questions: the list in each of its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionsPage from '../../src/features/questions/QuestionsPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { categories, questionsRows } from './fixtures';

const meta = {
  title: 'Questions/List',
  component: QuestionsPage,
  parameters: { path: '/questions', route: '/questions' },
} satisfies Meta<typeof QuestionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/questions': page(questionsRows, { total: 4 }), 'GET /general/questions/categories': ok(categories) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/questions': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/questions': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد أسئلة بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/questions': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: questionsRows[0]!.title as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة سؤال' })).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add question' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/questions': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The answer-type and category filters go in the body. */
export const Filters: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'نوع الإجابة' }), 'رقم');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string> | undefined)?.type === 'number')).toBe(true));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'التصنيف' })).toBeEnabled());
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'التصنيف' }), 'الكهرباء');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, string> | undefined)?.category_id) === '2')).toBe(true));
  },
};
