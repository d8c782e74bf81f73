import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import EmployeesPage from '../../src/features/users/EmployeesPage';
import { FOREVER, page } from '../support/mockApi';
import { signInAs } from '../support/session';
import { employeeUser, pendingEmployee } from './fixtures';

const meta = {
  title: 'Users/Employees',
  component: EmployeesPage,
  parameters: { path: '/employees', route: '/employees' },
} satisfies Meta<typeof EmployeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const employees = { 'POST /users/employees': page([pendingEmployee, employeeUser]) };
/** A main user (a company account without a parent) with the employee permissions. */
const asMainUser = () => {
  signInAs('provider', ['user-employee-index', 'add-employee']);
};

export const Loading: Story = { parameters: { api: { 'POST /users/employees': FOREVER } } };

/** An administrator sees every main user's employees, with their main user; no add button. */
export const Admin: Story = {
  parameters: { api: employees },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('khaled@dhiyafa.sa')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'المستخدم الرئيسي' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إضافة موظف' })).toBeNull();
  },
};

/** A main user sees their own employees (a new one pending until the administration activates it) and adds more. */
export const MainUser: Story = {
  parameters: { session: false, api: employees },
  beforeEach: asMainUser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('khaled@dhiyafa.sa')).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText('قيد الانتظار')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة موظف' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'المستخدم الرئيسي' })).toBeNull();
  },
};

export const MainUserEmpty: Story = {
  parameters: { session: false, api: { 'POST /users/employees': page([]) } },
  beforeEach: asMainUser,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا يوجد موظفون تابعون')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /users/employees': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** A sub-employee has no employees page. */
export const SubEmployee: Story = {
  parameters: { session: false, api: employees },
  beforeEach: () => {
    signInAs('employee', ['user-employee-index']);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument();
  },
};

export const English: Story = { parameters: { session: false, api: employees }, beforeEach: asMainUser, globals: { lang: 'en' } };
