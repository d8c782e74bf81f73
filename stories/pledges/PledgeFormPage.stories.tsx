/** Pledges: the form — a title is needed; a template over 2 MB is refused before any call; after saving, the list opens with the server's message. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PledgeFormPage from '../../src/features/pledges/PledgeFormPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { pledgesRows } from './fixtures';

const meta = {
  title: 'Pledges/Form',
  component: PledgeFormPage,
  parameters: { path: '/pledges/create', route: '/pledges/create' },
} satisfies Meta<typeof PledgeFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

export const Rules: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement, 'pledges-file'), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('هذا الحقل مطلوب'));
    await expect(canvas.getByText('حجم الملف يجب ألا يتجاوز 2 ميجابايت')).toBeVisible();
    await expect(callsTo('/general/pledges/store')).toHaveLength(0);
  },
};

export const AddFirePledge: Story = {
  parameters: { api: { 'POST /general/pledges/store': { status: 201, body: ok(pledgesRows[2]!, 'تمت إضافة تعهد بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'pledges-title'), 'تعهد منع الطهي المكشوف');
    await userEvent.click(input(canvasElement, 'pledges-is-fire'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/pledges/store')).toHaveLength(1));
    await expect(callsTo('/general/pledges/store')[0]!.body).toMatchObject({ title: 'تعهد منع الطهي المكشوف', is_fire: '1', is_required: '0' });
    await expectToast(canvasElement, 'تمت إضافة تعهد بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
