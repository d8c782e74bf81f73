/** /clearance-kidana: the clearances the caller votes on, with its own vote and a link to cast it. */
import { createElement, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ClearanceKidanaPage from '../../src/features/clearance/ClearanceKidanaPage';
import { calls, FOREVER, page } from '../support/mockApi';
import { asKidana, clearanceRows } from './fixtures';

const signedIn = (signIn: () => unknown) => (Story: ComponentType) => {
  signIn();
  return createElement(Story);
};

const meta = {
  title: 'Clearance/Kidana',
  component: ClearanceKidanaPage,
  parameters: { path: '/clearance-kidana', route: '/clearance-kidana' },
  decorators: [signedIn(asKidana)],
} satisfies Meta<typeof ClearanceKidanaPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { api: { 'POST /general/clearance': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/clearance': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد مخالصات تصوّت عليها')).toBeVisible();
  },
};

/** The caller's votes: pending, accepted, rejected with its reason; the list asks for the caller's own (mine: 1). */
export const MyVotes: Story = {
  parameters: { api: { 'POST /general/clearance': page(clearanceRows) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('أمر سداد غير مدفوع')).toBeVisible();
    await waitFor(() => expect((calls[0]!.body as Record<string, string>).mine).toBe('1'));
    const vote = canvas.getByRole('link', { name: 'التصويت: شركة الضيافة لخدمات الحجاج' });
    await expect(vote.getAttribute('href')).toBe('/clearance/3/2');
  },
};
