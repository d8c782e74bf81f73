/**
 * The question category form: the spec's rule on the screen before any call (all users on → a user;
 * off → a user type), the body as the spec's form data (types[i], users[i], 0/1), and the server's
 * 422 on its field.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionCategoryFormPage from '../../src/features/questionCategories/QuestionCategoryFormPage';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { questionCategoriesRecord, questionCategoriesRows, users } from './fixtures';

const meta = {
  title: 'Question categories/Form',
  component: QuestionCategoryFormPage,
  parameters: { path: '/question-category/create', route: '/question-category/create' },
} satisfies Meta<typeof QuestionCategoryFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const indexed = (body: Record<string, string>, key: string) =>
  Object.entries(body)
    .filter(([k]) => k.startsWith(`${key}[`))
    .map(([, v]) => v);

/** Off (the default): the types are asked for; the rule's message shows under them, then the save goes as form data. */
export const CreateForTypes: Story = {
  parameters: {
    api: {
      'POST /general/question-categories/store': ({ body }: MockRequest) => ({
        status: 201,
        body: { message: 'ok', data: questionCategoriesRecord({ id: 9, name: String((body as Record<string, string>).name) }) },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم' }), 'الحماية المدنية');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم بالإنجليزية' }), 'Civil protection');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الرجاء تحديد أنواع مستخدمين')).toBeVisible();
    await expect(calls.filter((c) => c.path.endsWith('/store'))).toHaveLength(0);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'كدانة' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقدم خدمة' }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/store'))!.body as Record<string, string>;
    await expect(sent.all_users).toBe('0');
    await expect(indexed(sent, 'types')).toEqual(['7', '2']);
    await expect(indexed(sent, 'users')).toEqual([]);
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** On: the users are asked for instead ('الرجاء تحديد مستخدمين'); one is found by search and chosen. */
export const CreateForUsers: Story = {
  parameters: {
    api: {
      'GET /general/question-categories/users': ok(users),
      'POST /general/question-categories/store': { status: 201, body: { message: 'ok', data: questionCategoriesRows[2] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم' }), 'متابعة ميدانية');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم بالإنجليزية' }), 'Field follow-up');
    await userEvent.click(canvas.getByRole('switch', { name: /اختيار مستخدمين محددين/ }));
    await expect(canvas.queryByRole('checkbox', { name: 'كدانة' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الرجاء تحديد مستخدمين')).toBeVisible();

    await userEvent.type(canvas.getByRole('combobox', { name: /المستخدمون/ }), 'الضيافة');
    await userEvent.click(await page.findByRole('option', { name: /شركة الضيافة لخدمات الحجاج/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store'))).toBe(true));
    const sent = calls.find((c) => c.path.endsWith('/store'))!.body as Record<string, string>;
    await expect(sent.all_users).toBe('1');
    await expect(indexed(sent, 'users')).toEqual(['3']);
  },
};

/** The server's 422 lands on the field it names. */
export const ServerRefusal: Story = {
  parameters: {
    path: '/question-category/update/3',
    route: '/question-category/update/:id',
    api: {
      'GET /general/question-categories/edit/{id}': ok(questionCategoriesRows[2]),
      'POST /general/question-categories/update/{id}': { status: 422, body: { message: 'البيانات غير صحيحة', errors: { users: ['الرجاء تحديد مستخدمين'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('متابعة كدانة الميدانية')).toBeVisible();
    await expect(canvas.getByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الرجاء تحديد مستخدمين')).toBeVisible();
  },
};

export const LoadingRecord: Story = {
  parameters: { path: '/question-category/update/3', route: '/question-category/update/:id', api: { 'GET /general/question-categories/edit/{id}': FOREVER } },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose user types')).toBeVisible();
  },
};
