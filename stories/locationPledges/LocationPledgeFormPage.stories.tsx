/** Location pledges: the form — a title is needed; a template over 2 MB is refused before any call; after saving, the list opens with the server's message. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LocationPledgeFormPage from '../../src/features/locationPledges/LocationPledgeFormPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { locationPledgesRows } from './fixtures';

const meta = {
  title: 'Location pledges/Form',
  component: LocationPledgeFormPage,
  parameters: { path: '/location-pledges/create', route: '/location-pledges/create' },
} satisfies Meta<typeof LocationPledgeFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

export const Rules: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement, 'location-pledges-file'), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('هذا الحقل مطلوب'));
    await expect(canvas.getByText('حجم الملف يجب ألا يتجاوز 2 ميجابايت')).toBeVisible();
    await expect(callsTo('/general/location-pledges/store')).toHaveLength(0);
  },
};

export const AddFireLocationPledge: Story = {
  parameters: { api: { 'POST /general/location-pledges/store': { status: 201, body: ok(locationPledgesRows[2]!, 'تمت إضافة تعهد الموقع بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'location-pledges-title'), 'تعهد تخزين أسطوانات الغاز');
    await userEvent.click(input(canvasElement, 'location-pledges-is-fire'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/location-pledges/store')).toHaveLength(1));
    await expect(callsTo('/general/location-pledges/store')[0]!.body).toMatchObject({ title: 'تعهد تخزين أسطوانات الغاز', is_fire: '1', is_required: '0' });
    await expectToast(canvasElement, 'تمت إضافة تعهد الموقع بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
