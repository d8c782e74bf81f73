/**
 * Assigning a camp: the shared rules speak before any call (a CR of 10 digits); choosing the camp
 * fills in its square and choosing the company its CR; a camp already assigned (the server's 409)
 * is a danger notification in the server's words (spec 000 §8) and the form stays; a camp of
 * another square is a 422 on the camp; saved, the list opens with a success message.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AssignmentFormPage from '../../src/features/assign/AssignmentFormPage';
import { ok, page } from '../support/mockApi';
import { bodyOf, callsTo, expectToast, expectVisible } from '../users/support';
import { assignRows, campIdOptions, countryIdOptions, receivers, squareIdOptions } from './fixtures';

const meta = {
  title: 'Camp assignments/Form',
  component: AssignmentFormPage,
  parameters: { path: '/assign/create', route: '/assign/create' },
} satisfies Meta<typeof AssignmentFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const targets = {
  'POST /general/squares': page(squareIdOptions),
  'POST /general/camps': page(campIdOptions),
  'GET /general/camps/edit/{id}': ok({ id: 4, name: 'مخيم 7-4', name_en: 'Camp 7-4', square_id: 1 }),
  'POST /general/countries': page(countryIdOptions),
  'GET /general/assign/companies': ({ query }: { query: URLSearchParams }) => ok(query.get('id') ? receivers.filter((r) => String(r.id) === query.get('id')) : receivers),
};
const TAKEN = 'هذا المخيم مخصص حالياً لشركة؛ لا يمكن تخصيصه مرة أخرى قبل إرجاعه';

/** Pick an option of the PrimeReact select whose input has this id (once its options have come: a loading one does not open). */
async function choose(canvasElement: HTMLElement, inputId: string, option: string | RegExp) {
  const root = canvasElement.ownerDocument.getElementById(inputId)!.closest('.p-dropdown')!;
  await waitFor(async () => {
    if (root.querySelector('[aria-expanded="true"]') === null) await userEvent.click(root);
    await expect(root.querySelector('[aria-expanded="true"]')).not.toBeNull();
  });
  await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: option }));
}

async function fill(canvasElement: HTMLElement) {
  await choose(canvasElement, 'assign-camp-id', 'مخيم 7-4');
  await choose(canvasElement, 'assign-country-id', 'باكستان');
  await choose(canvasElement, 'assign-receiver-company-id', /شركة المروة/);
}

export const Rules: Story = {
  parameters: { api: targets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'assign-receiver-cr'), '40123');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('يجب أن يتكون رقم السجل التجاري من 10 أرقام'));
    await expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(4);
    await expect(callsTo('/general/assign/store')).toHaveLength(0);
  },
};

/** The camp brings its square, the company its CR; a camp already assigned is said aloud and nothing is lost. */
export const CampTaken: Story = {
  parameters: {
    api: { ...targets, 'POST /general/assign/store': { status: 409, body: { message: TAKEN, errors: { camp_id: [TAKEN] } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'assign-receiver-cr').value).toBe('4012345678'));
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('assign-square-id')!.closest('.p-dropdown')!.textContent).toContain('المربع 7'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/assign/store')).toHaveLength(1));
    await expect(callsTo('/general/assign/store')[0]!.body).toMatchObject({ camp_id: '4', square_id: '1', country_id: '2', receiver_company_id: '21', receiver_cr: '4012345678' });
    // the same words under the camp and in a danger notification (its title says it is an error)
    await waitFor(() => expect(bodyOf(canvasElement).getAllByText(TAKEN)).toHaveLength(2), { timeout: 3000 });
    await expect(bodyOf(canvasElement).getByText('خطأ')).toBeInTheDocument();
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

export const CampNotInSquare: Story = {
  parameters: {
    api: { ...targets, 'POST /general/assign/store': { status: 422, body: { message: 'بيانات غير صالحة', errors: { camp_id: ['المخيم المحدد لا يقع في المربع المحدد'] } } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'assign-receiver-cr').value).toBe('4012345678'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('المخيم المحدد لا يقع في المربع المحدد'));
  },
};

export const Saved: Story = {
  parameters: { api: { ...targets, 'POST /general/assign/store': { status: 201, body: ok(assignRows[0]!, 'تم تخصيص المخيم بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'assign-receiver-cr').value).toBe('4012345678'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectToast(canvasElement, 'تم تخصيص المخيم بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** Changing one: the record's values are in the form, in English. */
export const EditEnglish: Story = {
  parameters: { path: '/assign/update/1', route: '/assign/update/:id', api: { ...targets, 'GET /general/assign/edit/{id}': ok(assignRows[0]!) } },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(input(canvasElement, 'assign-receiver-cr').value).toBe('4030012345'));
    await expect(await within(canvasElement).findByRole('heading', { name: /Edit assignment: Camp 7-1/ })).toBeVisible();
  },
};
