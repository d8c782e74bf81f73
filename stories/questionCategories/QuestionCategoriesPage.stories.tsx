/** Question categories: the list in each of its states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionCategoriesPage from '../../src/features/questionCategories/QuestionCategoriesPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { questionCategoriesRows } from './fixtures';

const meta = {
  title: 'Question categories/List',
  component: QuestionCategoriesPage,
  parameters: { path: '/question-category', route: '/question-category' },
} satisfies Meta<typeof QuestionCategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/question-categories': page(questionCategoriesRows, { total: 3 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/question-categories': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/question-categories': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد تصنيف أسئلة بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/question-categories': { status: 500, body: { message: 'هناك مشكلة' } } } },
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
    await expect(await canvas.findByRole('link', { name: questionCategoriesRows[0]!.name as string })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة تصنيف أسئلة' })).toBeVisible();
    // who each is for: its account types, or its users by company
    await expect(canvas.getAllByText('كدانة').length).toBeGreaterThan(0);
    await expect(canvas.getByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add question category' })).toBeVisible();
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/question-categories': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'تجربة{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'تجربة')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** The account type filter goes in the body as type_id. */
export const FilterByType: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'نوع المستخدم' }), 'كدانة');
    await waitFor(() => expect(calls.some((c) => String((c.body as Record<string, string>).type_id) === '7')).toBe(true));
  },
};
