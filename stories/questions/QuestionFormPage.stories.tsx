/**
 * The question form: a choice question needs two options in both languages (on the screen before any
 * call), the options go as options[i][name], options[i][name_en] form data, and editing keeps them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionFormPage from '../../src/features/questions/QuestionFormPage';
import { calls, FOREVER, ok } from '../support/mockApi';
import { categories, questionsRows } from './fixtures';

const meta = {
  title: 'Questions/Form',
  component: QuestionFormPage,
  parameters: { path: '/questions/create', route: '/questions/create' },
} satisfies Meta<typeof QuestionFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick an option of the PrimeReact select whose input has this id. */
async function choose(canvasElement: HTMLElement, inputId: string, option: string) {
  await userEvent.click(canvasElement.ownerDocument.getElementById(inputId)!.closest('.p-dropdown')!);
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }));
}

const withCategories = { 'GET /general/questions/categories': ok(categories) };

export const CreateChoice: Story = {
  parameters: { api: { ...withCategories, 'POST /general/questions/store': { status: 201, body: { message: 'ok', data: questionsRows[2] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'السؤال' }), 'نوع الخيام');
    await userEvent.type(canvas.getByRole('textbox', { name: 'السؤال بالإنجليزية' }), 'Type of tents');
    await choose(canvasElement, 'questions-type', 'اختيار من قائمة');
    // two empty options to fill; saving with one filled is refused on the screen
    await expect(canvas.getAllByTestId('question-option')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'الخيار 1' }), 'مكيفة');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('أدخل خيارين على الأقل، كل خيار بالعربية والإنجليزية')).toBeVisible();
    await expect(calls.filter((c) => c.path.endsWith('/store'))).toHaveLength(0);

    await userEvent.type(canvas.getByRole('textbox', { name: 'الخيار 1 بالإنجليزية' }), 'Air-conditioned');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الخيار 2' }), 'مظلات');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الخيار 2 بالإنجليزية' }), 'Canopies');
    await choose(canvasElement, 'questions-category', 'السلامة');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/store'))!.body as Record<string, string>;
    await expect(sent).toMatchObject({ type: 'choice', category_id: '1', required: '1', 'options[0][name]': 'مكيفة', 'options[1][name_en]': 'Canopies' });
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

export const EditChoice: Story = {
  parameters: {
    path: '/questions/update/3',
    route: '/questions/update/:id',
    api: { ...withCategories, 'GET /general/questions/edit/{id}': ok(questionsRows[2]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('تحتاج صيانة')).toBeVisible();
    await expect(canvas.getAllByTestId('question-option')).toHaveLength(2);
  },
};

export const LoadingRecord: Story = {
  parameters: { path: '/questions/update/3', route: '/questions/update/:id', api: { ...withCategories, 'GET /general/questions/edit/{id}': FOREVER } },
};

export const English: Story = {
  globals: { lang: 'en' },
  parameters: { api: withCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('This field is required')).length).toBe(2);
  },
};
