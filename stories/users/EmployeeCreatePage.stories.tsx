import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import EmployeeCreatePage from '../../src/features/users/EmployeeCreatePage';
import { signInAs } from '../support/session';
import { pendingEmployee } from './fixtures';
import { callsTo, expectToast, expectVisible } from './support';

const meta = {
  title: 'Users/Add employee',
  component: EmployeeCreatePage,
  parameters: { path: '/employees/create', route: '/employees/create', session: false },
  beforeEach: () => {
    signInAs('provider', ['user-employee-index', 'add-employee']);
  },
} satisfies Meta<typeof EmployeeCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: Record<string, string>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    const input = canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

export const Form: Story = {};
export const English: Story = { globals: { lang: 'en' } };

/** The rules run before sending; the API's field errors land on their fields. */
export const Validation: Story = {
  parameters: { api: { 'POST /users/create-employee': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { email: ['البريد الإلكتروني مستخدم من قبل'] } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الموظف' }));
    await expectVisible(() => canvas.getByText('رقم الجوال مطلوب'));
    await expect(callsTo('/users/create-employee')).toHaveLength(0);
    await fill(canvasElement, { الاسم: 'خالد المشرف', 'البريد الإلكتروني': 'khaled@dhiyafa.sa', الجوال: '966533334444', 'كلمة المرور': 'Field#2026', 'تأكيد كلمة المرور': 'Field#2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الموظف' }));
    await expectVisible(() => canvas.getByText('البريد الإلكتروني مستخدم من قبل'));
  },
};

/** Added: pending until the administration activates it; back to the list with the message. */
export const Added: Story = {
  parameters: { api: { 'POST /users/create-employee': { status: 201, body: { message: 'تمت إضافة الموظف، وسيُفعَّل حسابه بعد اعتماد الإدارة', data: pendingEmployee } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { الاسم: 'خالد المشرف', 'البريد الإلكتروني': 'khaled@dhiyafa.sa', الجوال: '966533334444', 'كلمة المرور': 'Field#2026', 'تأكيد كلمة المرور': 'Field#2026' });
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة الموظف' }));
    await waitFor(() => expect(callsTo('/users/create-employee')).toHaveLength(1));
    await expect(callsTo('/users/create-employee')[0]!.body).toMatchObject({ name: 'خالد المشرف', email: 'khaled@dhiyafa.sa', phone: '966533334444', password: 'Field#2026' });
    await expectToast(canvasElement, 'تمت إضافة الموظف، وسيُفعَّل حسابه بعد اعتماد الإدارة');
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

/** Add-employee is hidden for admin: an administrator is sent to /create-user. */
export const AdminIsSentToCreateUser: Story = {
  beforeEach: () => {
    signInAs('admin');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument();
  },
};
