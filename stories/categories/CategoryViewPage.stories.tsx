/** Categories: one record, with its edit link. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CategoryViewPage from '../../src/features/categories/CategoryViewPage';
import { ok } from '../support/mockApi';
import { categoriesRows } from './fixtures';

const meta = {
  title: 'Categories/View',
  component: CategoryViewPage,
  parameters: { path: '/categories/3', route: '/categories/:id', api: { 'GET /general/categories/edit/3': ok(categoriesRows[2]) } },
} satisfies Meta<typeof CategoryViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchedOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'إنذار الحريق' })).toBeVisible();
    await expect(canvas.getByText('Fire alarm')).toBeVisible();
    await expect(canvas.getByText('موقوف')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /تعديل/ })).toHaveAttribute('href', '/categories/update/3');
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Switched off')).toBeVisible();
  },
};
