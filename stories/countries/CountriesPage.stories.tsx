/** Countries: the list in each of its states, and adding and changing a country in the dialog over it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CountriesPage from '../../src/features/countries/CountriesPage';
import { calls, FOREVER, ok, page } from '../support/mockApi';
import { bodyOf, callsTo, expectToast, expectVisible } from '../users/support';
import { countriesRows } from './fixtures';

const meta = {
  title: 'Countries/List',
  component: CountriesPage,
  parameters: { path: '/countries', route: '/countries' },
} satisfies Meta<typeof CountriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A control of the dialog (rendered outside the canvas) by its id. */
const field = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

const listing = { 'POST /general/countries': page(countriesRows, { total: 4 }) };

export const Loading: Story = {
  parameters: { api: { 'POST /general/countries': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/countries': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد دول بعد')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/countries': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** Arabic: ordered by the Arabic name unless a column is chosen; a country without a code shows a dash. */
export const Records: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('إندونيسيا')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة دولة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل: باكستان' })).toBeVisible();
    await expect(calls.at(-1)!.body).toMatchObject({ sort: 'name', direction: 'asc' });
  },
};

/** English: ordered by the English name. */
export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Indonesia')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add country' })).toBeVisible();
    await expect(calls.at(-1)!.body).toMatchObject({ sort: 'name_en', direction: 'asc' });
  },
};

/** Searching sends the filter with the page size and comes back to page 1. */
export const Search: Story = {
  parameters: { api: { 'POST /general/countries': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث' }), 'نيجيريا{Enter}');
    await waitFor(() => expect(calls.some((c) => (c.body as Record<string, string>).search === 'نيجيريا')).toBe(true));
    await expect(calls.at(-1)!.query.get('page')).toBe('1');
  },
};

/** Adding: the rules run first (blank names, a bad code), then the call; the dialog closes with a success message. */
export const Add: Story = {
  parameters: {
    api: { ...listing, 'POST /general/countries/store': { status: 201, body: ok(countriesRows[3]!, 'تمت إضافة الدولة بنجاح').body } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إضافة دولة' }));
    const dialog = within(await body.findByRole('dialog'));
    await expectVisible(() => dialog.getByText('إضافة دولة'));
    await userEvent.type(field(canvasElement, 'countries-iso-code'), 'C1');
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => dialog.getAllByText('هذا الحقل مطلوب')[0]!);
    await expect(dialog.getByText('رمز الدولة حرفان لاتينيان وفق ISO 3166، مثل SA')).toBeVisible();
    await expect(callsTo('/general/countries/store')).toHaveLength(0);

    await userEvent.type(field(canvasElement, 'countries-name'), 'جمهورية الرأس الأخضر');
    await userEvent.type(field(canvasElement, 'countries-name-en'), 'Cabo Verde');
    await userEvent.clear(field(canvasElement, 'countries-iso-code'));
    await userEvent.type(field(canvasElement, 'countries-iso-code'), 'cv');
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/countries/store')).toHaveLength(1));
    await expect(callsTo('/general/countries/store')[0]!.body).toMatchObject({ name: 'جمهورية الرأس الأخضر', name_en: 'Cabo Verde', iso_code: 'CV' });
    await expectToast(canvasElement, 'تمت إضافة الدولة «جمهورية الرأس الأخضر»');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Changing, opened from the address (`?edit=3`): the record's values and version go back; the server's 422 lands on its field. */
export const EditRefused: Story = {
  parameters: {
    path: '/countries?edit=3',
    api: {
      ...listing,
      'GET /general/countries/edit/{id}': ok(countriesRows[2]!),
      'POST /general/countries/update/{id}': { status: 422, body: { message: 'البيانات المدخلة غير صحيحة', errors: { name: ['توجد دولة بهذا الاسم'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = within(await body.findByRole('dialog'));
    await expectVisible(() => dialog.getByText('تعديل الدولة: باكستان'));
    await waitFor(() => expect(field(canvasElement, 'countries-name')).toHaveValue('باكستان'));
    await userEvent.clear(field(canvasElement, 'countries-name'));
    await userEvent.type(field(canvasElement, 'countries-name'), 'مصر');
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/countries/update/3')).toHaveLength(1));
    await expect(callsTo('/general/countries/update/3')[0]!.body).toMatchObject({ name: 'مصر', name_en: 'Pakistan', iso_code: 'PK', version: '1' });
    await expectVisible(() => dialog.getByText('توجد دولة بهذا الاسم'));
  },
};

/** A country deleted meanwhile: the dialog says so and offers only to close. */
export const EditMissing: Story = {
  parameters: { path: '/countries?edit=999', api: { ...listing, 'GET /general/countries/edit/{id}': { status: 404, body: { message: 'الدولة غير موجودة' } } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'));
    await expectVisible(() => dialog.getByText('الدولة غير موجودة، ربما حُذفت'));
    await expect(dialog.queryByRole('button', { name: 'حفظ' })).toBeNull();
  },
};

/** Without country-create, country-update and country-delete: the list only; an edit address opens nothing. */
export const ReadOnly: Story = {
  parameters: { path: '/countries?edit=3', api: listing, session: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('باكستان')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إضافة دولة' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'الإجراءات' })).toBeNull();
    await expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(callsTo('/general/countries/edit/3')).toHaveLength(0);
  },
};
