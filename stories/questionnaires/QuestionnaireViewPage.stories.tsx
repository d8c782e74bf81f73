/** A questionnaire as staff see it: a draft with its actions, a published one with its results per question. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuestionnaireViewPage from '../../src/features/questionnaires/QuestionnaireViewPage';
import { calls, FOREVER, ok } from '../support/mockApi';
import { dialogOf } from '../orders/support';
import { asStaff, draftQuestionnaire, publishedQuestionnaire, results } from './fixtures';

const meta = {
  title: 'Questionnaires/Questionnaire',
  component: QuestionnaireViewPage,
  parameters: { path: '/questionnaires/1', route: '/questionnaires/:id' },
  decorators: [
    (Story: ComponentType) => {
      asStaff();
      return createElement(Story);
    },
  ],
} satisfies Meta<typeof QuestionnaireViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-event]')].map((b) => b.getAttribute('data-event'));

/** A draft: edit or publish (asked first); no results yet. */
export const Draft: Story = {
  parameters: {
    api: {
      'GET /general/questionnaires/edit/{id}': ok(draftQuestionnaire),
      'POST /general/questionnaires/transition/{id}': ok({ ...draftQuestionnaire, status: 'published', version: 2 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'موعد التسليم' })).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['UPDATE', 'PUBLISH']));
    await expect(canvas.queryByRole('heading', { name: 'النتائج' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'نشر الاستبيان' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/لا يمكن تعديل أسئلته/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'نشر الاستبيان' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/questionnaires/transition/1' && (c.body as { event?: string }).event === 'PUBLISH')).toBe(true));
  },
};

/** Published: close it; the results per question with their counts, average and texts. */
export const PublishedWithResults: Story = {
  parameters: {
    path: '/questionnaires/2',
    api: { 'GET /general/questionnaires/edit/{id}': ok(publishedQuestionnaire), 'GET /general/questionnaires/results/{id}': ok(results) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('أجاب 13 من 22 مستخدماً موجّهاً إليهم')).toBeVisible();
    await waitFor(() => expect(actionsOf(canvasElement)).toEqual(['CLOSE']));
    const bars = within(canvas.getByRole('table', { name: 'كيف تقيّم الالتزام بموعد التسليم؟' }));
    await expect(bars.getByRole('row', { name: /ممتاز/ })).toHaveTextContent('7');
    await expect(canvas.getByText(/المتوسط: 4 من 5/)).toBeVisible();
    await expect(canvas.getByText('تنسيق الموعد مسبقاً بيومين')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('button', { name: 'تصدير Excel' })).toBeEnabled();
  },
};

export const ResultsLoading: Story = {
  parameters: { path: '/questionnaires/2', api: { 'GET /general/questionnaires/edit/{id}': ok(publishedQuestionnaire), 'GET /general/questionnaires/results/{id}': FOREVER } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'النتائج' });
    await expect(canvasElement.querySelector('.questionnaire-results[aria-busy="true"]')).not.toBeNull();
  },
};

export const Missing: Story = {
  parameters: { path: '/questionnaires/99', api: { 'GET /general/questionnaires/edit/{id}': { status: 404, body: { message: 'الاستبيان غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الاستبيان غير موجود')).toBeVisible();
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  parameters: { path: '/questionnaires/2', api: { 'GET /general/questionnaires/edit/{id}': ok(publishedQuestionnaire), 'GET /general/questionnaires/results/{id}': ok(results) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('13 of 22 users it was sent to have answered')).toBeVisible();
  },
};
