/**
 * The form editor: the rules on the screen before any call (an assign form needs a signer, every form a
 * question), questions added from the bank, reordered and priced, the body as the spec's form data
 * (signers[i][type_id] with signer_num 1, questions[i][question_id] and [price], withCategory 0/1);
 * the temporary-licence screen without a type; the prices screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FormEditPage from '../../src/features/forms/FormEditPage';
import TempLicenseFormEditPage from '../../src/features/forms/temp/TempLicenseFormEditPage';
import FormPricesPage from '../../src/features/forms/FormPricesPage';
import FormViewPage from '../../src/features/forms/FormViewPage';
import { calls, FOREVER, ok, type MockRequest } from '../support/mockApi';
import { choices, formRecord, formRows, tempForm } from './fixtures';

const meta = {
  title: 'Forms/Editor',
  component: FormEditPage,
  parameters: { path: '/forms/create', route: '/forms/create' },
} satisfies Meta<typeof FormEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bank = { 'GET /general/forms/question-choices': ok(choices) };
const sentTo = (suffix: string) => calls.find((c) => c.path.endsWith(suffix))!.body as Record<string, string>;

async function addQuestion(canvasElement: HTMLElement, title: string) {
  await userEvent.click(canvasElement.ownerDocument.getElementById('forms-add-question')!.closest('.p-dropdown')!);
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: title }));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'إضافة سؤال إلى النموذج' }));
}

export const Create: Story = {
  parameters: {
    api: {
      ...bank,
      'POST /general/forms/store': ({ body }: MockRequest) => ({ status: 201, body: { message: 'ok', data: formRecord({ id: 20, name: String((body as Record<string, string>).name) }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم' }), 'محضر تسليم مخيمات الشركات');
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم بالإنجليزية' }), 'Companies camp handover');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    // an assign form (the default type) needs its signers, and every form a question
    await expect(await canvas.findByText('الرجاء تحديد الموقعين على النموذج')).toBeVisible();
    await expect(canvas.getByText('الرجاء تحديد أسئلة النموذج')).toBeVisible();
    await expect(calls.filter((c) => c.path.endsWith('/store'))).toHaveLength(0);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'كدانة' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'مقدم خدمة' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'عرض الأسئلة مصنفة' }));
    await addQuestion(canvasElement, choices[2]!.title);
    await addQuestion(canvasElement, choices[0]!.title);
    await userEvent.clear(canvas.getByRole('textbox', { name: `سعر «${choices[0]!.title}» بالريال` }));
    await userEvent.type(canvas.getByRole('textbox', { name: `سعر «${choices[0]!.title}» بالريال` }), '150');
    // the extinguishers first
    await userEvent.click(canvas.getByRole('button', { name: `نقل «${choices[0]!.title}» للأعلى` }));
    await expect(canvas.getAllByTestId('form-question')[0]).toHaveTextContent(choices[0]!.title);

    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store'))).toBe(true));
    await expect(sentTo('/store')).toMatchObject({
      type: 'assign',
      withCategory: '1',
      'signers[0][type_id]': '7',
      'signers[0][signer_num]': '1',
      'signers[1][type_id]': '2',
      'questions[0][question_id]': '11',
      'questions[0][price]': '150',
      'questions[1][question_id]': '13',
      'questions[1][price]': '0',
    });
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument();
  },
};

export const Edit: Story = {
  parameters: { path: '/forms/update/8', route: '/forms/update/:id', api: { ...bank, 'GET /general/forms/edit/{id}': ok(formRows[0]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('محضر تسليم مخيم')).toBeVisible();
    await expect(canvas.getAllByTestId('form-question')).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: 'كدانة' })).toBeChecked();
  },
};

export const LoadingRecord: Story = {
  parameters: { path: '/forms/update/8', route: '/forms/update/:id', api: { ...bank, 'GET /general/forms/edit/{id}': FOREVER } },
};

/** The temporary-licence screen: no type to choose (it is fixed), its own API. */
export const TemporaryLicence: Story = {
  render: () => <TempLicenseFormEditPage />,
  parameters: {
    path: '/temp-licenses-forms/update/7',
    route: '/temp-licenses-forms/update/:id',
    api: { ...bank, 'GET /general/temp-licenses-forms/edit/{id}': ok(tempForm), 'POST /general/temp-licenses-forms/update/{id}': ok(tempForm) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('نموذج الرخصة المؤقتة')).toBeVisible();
    await expect(canvasElement.ownerDocument.getElementById('forms-type')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/temp-licenses-forms/update/7')).toBe(true));
    await expect(sentTo('/temp-licenses-forms/update/7').type).toBe('temp_license');
  },
};

export const Prices: Story = {
  render: () => <FormPricesPage />,
  parameters: {
    path: '/forms/questions-price/8',
    route: '/forms/questions-price/:id',
    api: { 'GET /general/forms/edit/{id}': ok(formRows[0]), 'POST /general/forms/questions-price/{id}': ok(formRows[0]) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByRole('textbox', { name: `سعر «${choices[3]!.title}» بالريال` });
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('السعر رقم موجب بخانتين عشريتين على الأكثر')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '75.5');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/questions-price/8'))).toBe(true));
    await expect(sentTo('/questions-price/8')).toMatchObject({ 'prices[3][question_id]': '14', 'prices[3][price]': '75.5', version: '3' });
  },
};

/** The view: the questions grouped by category, numbered across the groups, with the total. */
export const View: Story = {
  render: () => <FormViewPage />,
  parameters: { path: '/forms/8', route: '/forms/:id', api: { 'GET /general/forms/edit/{id}': ok(formRows[0]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'السلامة' })).toBeVisible();
    await expect(canvas.getAllByTestId('form-view-group')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'أسئلة أخرى' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  parameters: { api: bank },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose who signs the form')).toBeVisible();
  },
};
