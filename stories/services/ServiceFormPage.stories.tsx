/**
 * Services: the form's rules from spec 001 §5 — "A service count_day is required" before any call,
 * and the server's "Service already exists" on the name field — then a save that lands on the list
 * with the server's message (spec 001 §2 ServicePage).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ServiceFormPage from '../../src/features/services/ServiceFormPage';
import { ok, page } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { servicesRows, specialistIdOptions } from './fixtures';

const meta = {
  title: 'Services/Form',
  component: ServiceFormPage,
  parameters: { path: '/services/create', route: '/services/create' },
} satisfies Meta<typeof ServiceFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const editing = {
  path: '/services/update/1',
  route: '/services/update/:id',
};

export const CountDayRequired: Story = {
  parameters: { api: { 'POST /general/specialist': page(specialistIdOptions) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'services-name'), 'تركيب الخيام');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('عدد أيام الخدمة مطلوب')).toBeVisible();
    await expect(callsTo('/general/services/store')).toHaveLength(0);
  },
};

export const AlreadyExists: Story = {
  parameters: {
    ...editing,
    api: {
      'POST /general/specialist': page(specialistIdOptions),
      'GET /general/services/edit/{id}': ok(servicesRows[0]!),
      'POST /general/services/update/{id}': { status: 422, body: { message: 'الخدمة موجودة مسبقاً', errors: { name: ['الخدمة موجودة مسبقاً'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'services-name').value).toBe(servicesRows[0]!.name));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الخدمة موجودة مسبقاً')).toBeVisible();
    await expect(input(canvasElement, 'services-name').getAttribute('aria-invalid')).toBe('true');
  },
};

export const Saved: Story = {
  parameters: {
    ...editing,
    api: {
      'POST /general/specialist': page(specialistIdOptions),
      'GET /general/services/edit/{id}': ok(servicesRows[0]!),
      'POST /general/services/update/{id}': ok(servicesRows[0]!, 'تم تعديل الخدمة بنجاح'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'services-name').value).toBe(servicesRows[0]!.name));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/services/update/1')).toHaveLength(1));
    await expectToast(canvasElement, /تم تعديل الخدمة بنجاح/);
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
