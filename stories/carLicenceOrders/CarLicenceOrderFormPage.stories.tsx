/** The car licence request form: a new request (the shared rules first, the server's 422 on its field), an update (the machine's UPDATE), and a rejected request that cannot be updated. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CarLicenceOrderFormPage from '../../src/features/carLicenceOrders/CarLicenceOrderFormPage';
import { calls, ok } from '../support/mockApi';
import { asProvider, pendingRequest, rejectedLocked } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Car licence requests/Form',
  component: CarLicenceOrderFormPage,
  parameters: { path: '/request-licenses/new', route: '/request-licenses/new' },
  decorators: [signedIn(asProvider)],
} satisfies Meta<typeof CarLicenceOrderFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: the ID's rule answers before any call; then the request is sent. */
export const NewRequest: Story = {
  parameters: { api: { 'POST /general/licenseCarOrder/store': { status: 201, body: { message: 'ok', data: pendingRequest } }, 'POST /general/licenseCarOrder': ok({ data: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم اللوحة/ }), 'أ ب ج 1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /نوع المركبة/ }), 'حافلة');
    await userEvent.type(canvas.getByRole('textbox', { name: /اسم السائق/ }), 'عبدالله الحربي');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم هوية السائق/ }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7')).toBeVisible();
    await expect(calls.some((c) => c.path.endsWith('/store'))).toBe(false);
    await userEvent.clear(canvas.getByRole('textbox', { name: /رقم هوية السائق/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم هوية السائق/ }), '1012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/store'))?.body).toMatchObject({ plate_number: 'أ ب ج 1234', driver_id_number: '1012345678' }));
  },
};

/** The server's 422 lands on its field. */
export const ServerRefuses: Story = {
  parameters: {
    api: { 'POST /general/licenseCarOrder/store': { status: 422, body: { message: 'البيانات غير صالحة', errors: { plate_number: ['رقم اللوحة مستخدم'] } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم اللوحة/ }), 'أ ب ج 1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /نوع المركبة/ }), 'حافلة');
    await userEvent.type(canvas.getByRole('textbox', { name: /اسم السائق/ }), 'عبدالله الحربي');
    await userEvent.type(canvas.getByRole('textbox', { name: /رقم هوية السائق/ }), '1012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(await canvas.findByText('رقم اللوحة مستخدم')).toBeVisible();
  },
};

/** Updating a pending request: the machine's UPDATE, sent to update/{id} with the version read. */
export const Update: Story = {
  parameters: {
    path: '/request-licenses/update/1',
    route: '/request-licenses/update/:id',
    api: { 'GET /general/licenseCarOrder/edit/{id}': ok(pendingRequest), 'POST /general/licenseCarOrder/update/{id}': ok({ ...pendingRequest, car_type: 'حافلة صغيرة', version: 2 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = await canvas.findByRole('textbox', { name: /نوع المركبة/ });
    await waitFor(() => expect(type).toHaveValue('حافلة'));
    await userEvent.clear(type);
    await userEvent.type(type, 'حافلة صغيرة');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/general/licenseCarOrder/update/1')?.body).toMatchObject({ car_type: 'حافلة صغيرة' }));
    await expect(String((calls.find((c) => c.path === '/general/licenseCarOrder/update/1')!.body as Record<string, unknown>).version)).toBe('1');
  },
};

/** A rejected request cannot be updated: the spec's message in place of the form. */
export const Rejected: Story = {
  parameters: { path: '/request-licenses/update/3', route: '/request-licenses/update/:id', api: { 'GET /general/licenseCarOrder/edit/{id}': rejectedLocked } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا يمكنك عرض أو تعديل طلب ترخيص مرفوض')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إرسال' })).toBeNull();
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send' })).toBeVisible();
    await expect(canvas.getByText('10 digits')).toBeVisible();
  },
};
