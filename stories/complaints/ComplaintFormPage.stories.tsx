/**
 * Filing a complaint: the point picked on the site plan (a click, the arrow keys, or typed), the form's rules before
 * any call (a point outside the site is refused on its coordinate), and the body the server receives.
 */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import ComplaintFormPage from '../../src/features/complaints/ComplaintFormPage';
import { calls, ok } from '../support/mockApi';
import { asCompany, filedComplaint, inReviewComplaint } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Complaints/Form',
  component: ComplaintFormPage,
  parameters: { path: '/complaints/create', route: '/complaints/create', api: { 'POST /general/complaints/store': { status: 201, body: { message: 'تم', data: filedComplaint } } } },
  decorators: [signedIn(asCompany)],
} satisfies Meta<typeof ComplaintFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvasElement: HTMLElement) => canvasElement.querySelector<SVGSVGElement>('#complaints-point-plan')!;
const input = (canvasElement: HTMLElement, name: 'longitude' | 'latitude') => canvasElement.querySelector<HTMLInputElement>(`#complaints-point-${name}`)!;

/** The empty form with its plan: nothing picked yet; saving says what is missing and sends nothing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لم تُختر نقطة بعد')).toBeVisible();
    await expect(canvas.getByText(/مخطط توضيحي تقريبي/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(5));
    await expect(calls.some((c) => c.path.endsWith('/store'))).toBe(false);
  },
};

/** A click on the plan picks the point (the inputs follow); the arrows move it; then the complaint is filed. */
export const PickOnThePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = plan(canvasElement);
    await waitFor(() => expect(svg).toBeTruthy());
    const rect = svg.getBoundingClientRect();
    // the middle of the plan is the middle of the site's box
    await fireEvent.click(svg, { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 });
    await waitFor(() => expect(Math.abs(Number(input(canvasElement, 'longitude').value) - 39.91)).toBeLessThan(0.0005));
    await expect(Math.abs(Number(input(canvasElement, 'latitude').value) - 21.4)).toBeLessThan(0.0005);
    await expect(canvasElement.querySelector('.site-plan-marker')).not.toBeNull();
    // Home puts it exactly in the middle; west stays left and north up whatever the page's direction
    svg.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(input(canvasElement, 'longitude').value).toBe('39.91'));
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(input(canvasElement, 'longitude').value).toBe('39.911'));
    await expect(input(canvasElement, 'latitude').value).toBe('21.402');

    await userEvent.type(canvas.getByLabelText(/عنوان الشكوى/), 'تراكم النفايات');
    await userEvent.selectOptions(canvas.getByLabelText(/نوع الشكوى/), 'cleanliness');
    await userEvent.selectOptions(canvas.getByLabelText(/الأولوية/), 'high');
    await userEvent.selectOptions(canvas.getByLabelText(/المصدر/), 'external');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/store'))!.body as Record<string, string>;
    await expect(body).toMatchObject({ title: 'تراكم النفايات', type: 'cleanliness', priority: 'high', source: 'external', longitude: '39.911', latitude: '21.402' });
  },
};

/** A point typed outside the site: the plan says so and the form refuses it on the coordinate before any call. */
export const OutsideTheSite: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Longitude \(east\)/), '39.984');
    await userEvent.type(canvas.getByLabelText(/Latitude \(north\)/), '21.355');
    await userEvent.tab();
    await expect(await canvas.findByText(/The point is outside the site$/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Title/), 'Far away');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('The point is outside the site; pick a point on the plan')).toHaveLength(2);
    await expect(calls.some((c) => c.path.endsWith('/store'))).toBe(false);
  },
};

/** Editing a complaint the desk has taken up is not offered: the screen says why. */
export const NotEditableInReview: Story = {
  parameters: { path: '/complaints/update/2', route: '/complaints/update/:id', api: { 'GET /general/complaints/edit/{id}': ok(inReviewComplaint) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يمكن تعديل الشكوى بعد أن بدأ مكتب الشكاوى مراجعتها')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'حفظ' })).toBeNull();
  },
};
