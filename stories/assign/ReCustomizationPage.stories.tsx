/**
 * /assign/re-customization/{id}: a returned camp goes to another company. The current company is not
 * offered; choosing one fills its CR; the event goes through the machine to the server's call; a
 * not-returned assignment says why nothing can be done.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReCustomizationPage from '../../src/features/assign/ReCustomizationPage';
import { ok } from '../support/mockApi';
import { bodyOf, callsTo, expectToast } from '../users/support';
import { assignRecord, assignRows, receivers } from './fixtures';

const meta = {
  title: 'Camp assignments/Re-customisation',
  component: ReCustomizationPage,
  parameters: { path: '/assign/re-customization/2', route: '/assign/re-customization/:id' },
} satisfies Meta<typeof ReCustomizationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const returned = assignRows[1]!;
/** The companies call answers a search, or the one company asked for by id. */
const companies = ({ query }: { query: URLSearchParams }) => ok(query.get('id') ? receivers.filter((r) => String(r.id) === query.get('id')) : receivers);
const api = { 'GET /general/assign/edit/{id}': ok(returned), 'GET /general/assign/companies': companies };

export const ToAnotherCompany: Story = {
  parameters: {
    api: { ...api, 'POST /general/assign/re-customization/{id}': ok(assignRecord({ ...returned, status: 'pending', receiver_company_id: 22, receiver_cr: '4098765432', version: 3 })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(await canvas.findByText('شركة المروة لخدمات الحجاج')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.getElementById('assign-new-receiver')!.closest('.p-dropdown')!);
    await body.findByRole('option', { name: /شركة زمزم/ });
    // the current company is not offered
    await expect(body.queryByRole('option', { name: /شركة المروة/ })).toBeNull();
    await userEvent.click(body.getByRole('option', { name: /شركة زمزم/ }));
    await waitFor(() => expect((canvasElement.ownerDocument.getElementById('assign-new-receiver-cr') as HTMLInputElement).value).toBe('4098765432'));
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة التخصيص' }));
    await waitFor(() => expect(callsTo('/general/assign/re-customization/2')).toHaveLength(1));
    await expect(callsTo('/general/assign/re-customization/2')[0]!.body).toMatchObject({ receiver_company_id: '22', receiver_cr: '4098765432', version: '2' });
    await expectToast(canvasElement, 'تمت إعادة تخصيص المخيم لشركة أخرى');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

export const NotReturned: Story = {
  parameters: { path: '/assign/re-customization/1', api: { ...api, 'GET /general/assign/edit/{id}': ok(assignRows[0]!) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا تُعاد إلا تخصيصات المخيمات المرتجعة؛ هذا التخصيص ليس مرتجعاً')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إعادة التخصيص' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Re-customise' })).toBeVisible();
    await expect(canvas.getByText('New company')).toBeVisible();
  },
};
