/** Building a questionnaire: §5's rules said on their fields before any call; groups and questions added and moved. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionnaireFormPage from '../../src/features/questionnaires/QuestionnaireFormPage';
import { calls, ok } from '../support/mockApi';
import { asStaff, draftQuestionnaire } from './fixtures';

const meta = {
  title: 'Questionnaires/Form',
  component: QuestionnaireFormPage,
  parameters: { path: '/questionnaires/create', route: '/questionnaires/create' },
  decorators: [
    (Story: ComponentType) => {
      asStaff();
      return createElement(Story);
    },
  ],
} satisfies Meta<typeof QuestionnaireFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every missing part is said on its field, and nothing is sent. */
export const RulesBeforeSending: Story = {
  parameters: { api: { 'POST /general/questionnaires/store': ok(draftQuestionnaire) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('يجب اختيار نوع مستخدم واحد على الأقل')).toBeVisible();
    await expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(3);
    await expect(calls.some((c) => c.path === '/general/questionnaires/store')).toBe(false);
  },
};

/** A complete questionnaire is sent as JSON with its groups, questions and user types. */
export const Saves: Story = {
  parameters: { api: { 'POST /general/questionnaires/store': ok(draftQuestionnaire) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^العنوان/ }), 'جاهزية المخيمات');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقدم خدمة' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^عنوان المجموعة/ }), 'التجهيز');
    await userEvent.type(canvas.getByRole('textbox', { name: /^السؤال 1/ }), 'هل اكتمل التجهيز؟');
    await userEvent.type(canvas.getByRole('textbox', { name: /^الخيارات/ }), 'نعم{Enter}لا');
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة سؤال' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^السؤال 2/ }), 'ملاحظات');
    await userEvent.click(canvas.getAllByRole('button', { name: 'حذف السؤال 2' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/questionnaires/store')).toBe(true));
    const body = calls.find((c) => c.path === '/general/questionnaires/store')!.body as Record<string, unknown>;
    await expect(body).toMatchObject({ title: 'جاهزية المخيمات', type_ids: [2], groups: [{ title: 'التجهيز', questions: [{ type: 'single', title: 'هل اكتمل التجهيز؟', options: ['نعم', 'لا'] }] }] });
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add group' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Service provider' })).toBeInTheDocument();
  },
};
