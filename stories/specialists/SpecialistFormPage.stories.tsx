/** Specialists: adding one with the status switch on sends active 0 (spec 000 §5: the inverse of the switch), then the list with a success message. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SpecialistFormPage from '../../src/features/specialists/SpecialistFormPage';
import { ok, page } from '../support/mockApi';
import { callsTo, expectToast } from '../users/support';
import { catIdOptions, specialistsRows } from './fixtures';

const meta = {
  title: 'Specialists/Form',
  component: SpecialistFormPage,
  parameters: { path: '/specialists/create', route: '/specialists/create' },
} satisfies Meta<typeof SpecialistFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

export const AddStopped: Story = {
  parameters: {
    path: '/specialists/update/1',
    route: '/specialists/update/:id',
    api: { 'POST /general/categories': page(catIdOptions), 'GET /general/specialist/edit/{id}': ok(specialistsRows[0]!), 'POST /general/specialist/update/{id}': ok(specialistsRows[0]!, 'تم') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'specialists-name').value).toBe('مهندس كهربائي'));
    // an active specialist: the "stopped" switch is off
    const stopped = input(canvasElement, 'specialists-active');
    await expect(stopped.checked).toBe(false);
    await userEvent.click(stopped);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/specialist/update/1')).toHaveLength(1));
    await expect(callsTo('/general/specialist/update/1')[0]!.body).toMatchObject({ active: '0' });
    await expectToast(canvasElement, /مهندس كهربائي/);
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
