/** AnswerQuestionnaire: a user answers; a required question left empty is said before any call; once answered it reads back. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AnswerQuestionnairePage from '../../src/features/questionnaires/AnswerQuestionnairePage';
import MyQuestionnairesPage from '../../src/features/questionnaires/MyQuestionnairesPage';
import { calls, ok, page } from '../support/mockApi';
import { answeredMine, asCompany, mine } from './fixtures';

const meta = {
  title: 'Questionnaires/Answer',
  component: AnswerQuestionnairePage,
  parameters: { path: '/questionnaires/myQuestionnaires/2', route: '/questionnaires/myQuestionnaires/:questionnaire_id' },
  decorators: [
    (Story: ComponentType) => {
      asCompany();
      return createElement(Story);
    },
  ],
} satisfies Meta<typeof AnswerQuestionnairePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = 'POST /general/questionnaires/myQuestionnaires/{questionnaire_id}/answer';

/** The machine's guard: a required question unanswered is refused on the screen, marked, and nothing is sent. */
export const RequiredFirst: Story = {
  parameters: { api: { 'GET /general/questionnaires/myQuestionnaires/{questionnaire_id}': ok(mine()), [ANSWER]: ok(answeredMine) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('هذا الاستبيان إلزامي: أجب عليه لمتابعة العمل على البوابة')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'ممتاز' }));
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الإجابات' }));
    await expect(await canvas.findByText('هذا السؤال إلزامي')).toBeVisible();
    await expect(calls.some((c) => c.path.endsWith('/answer'))).toBe(false);
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'نقص في الإنارة' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'اقتراحاتكم' }), 'لا شيء');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الإجابات' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/answer'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/answer'))!.body as { answers: unknown[] };
    await expect(body.answers).toEqual([
      { question_id: 11, answer: 'ممتاز' },
      { question_id: 12, answer: 4 },
      { question_id: 21, answer: ['نقص في الإنارة'] },
      { question_id: 22, answer: 'لا شيء' },
    ]);
  },
};

/** Answered: the answers read back, nothing to send. */
export const Answered: Story = {
  parameters: { api: { 'GET /general/questionnaires/myQuestionnaires/{questionnaire_id}': ok(answeredMine) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تمت الإجابة')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'ممتاز' })).toBeChecked();
    await expect(canvas.getByText('لم تُجب عن هذا السؤال')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إرسال الإجابات' })).toBeNull();
  },
};

export const NotSentToYou: Story = {
  parameters: { api: { 'GET /general/questionnaires/myQuestionnaires/{questionnaire_id}': { status: 404, body: { message: 'الاستبيان غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الاستبيان غير موجود أو غير موجّه إليك')).toBeVisible();
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  parameters: { api: { 'GET /general/questionnaires/myQuestionnaires/{questionnaire_id}': ok(mine()) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send answers' })).toBeVisible();
  },
};

/** My questionnaires: unanswered first, each with its way in. */
export const MyList: Story = {
  render: () => createElement(MyQuestionnairesPage),
  parameters: {
    path: '/questionnaires/myQuestionnaires',
    route: '/questionnaires/myQuestionnaires',
    api: { 'POST /general/questionnaires/myQuestionnaires': page([mine(), { ...answeredMine, id: 3, title: 'تقييم الدعم الفني' }]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: `أجب الآن: ${mine().title}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عرض إجاباتك: تقييم الدعم الفني' })).toBeVisible();
  },
};
