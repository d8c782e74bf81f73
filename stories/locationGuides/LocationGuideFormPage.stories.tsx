/**
 * Engineering guides: the form. "An engineering guide needs a title, description and file" (spec 001
 * §5) is said on each field before any call, in both languages; a change of a guide with its file
 * needs no new one, a guide with none must be given one; after saving, the list opens with the
 * server's message.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LocationGuideFormPage from '../../src/features/locationGuides/LocationGuideFormPage';
import { ok } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { locationGuidesRows } from './fixtures';

const meta = {
  title: 'Location engineering guides/Form',
  component: LocationGuideFormPage,
  parameters: { path: '/location-guides/create', route: '/location-guides/create' },
} satisfies Meta<typeof LocationGuideFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

export const RequiredFields: Story = {
  parameters: { api: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('عنوان الدليل الهندسي مطلوب'));
    await expect(canvas.getByText('وصف الدليل الهندسي مطلوب')).toBeVisible();
    await expect(canvas.getByText('ملف الدليل الهندسي مطلوب')).toBeVisible();
    await expect(callsTo('/general/location-guide_offices/store')).toHaveLength(0);
  },
};

export const RequiredFieldsEnglish: Story = {
  parameters: { api: {} },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expectVisible(() => canvas.getByText('The engineering guide needs a title'));
    await expect(canvas.getByText('The engineering guide needs a description')).toBeVisible();
    await expect(canvas.getByText('The engineering guide needs a file')).toBeVisible();
  },
};

export const Add: Story = {
  parameters: { api: { 'POST /general/location-guide_offices/store': { status: 201, body: ok(locationGuidesRows[0]!, 'تمت إضافة دليل الموقع الهندسي بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'location-guides-title'), 'دليل المنشآت المؤقتة في المواقع');
    await userEvent.type(input(canvasElement, 'location-guides-description'), 'اشتراطات المنشآت المؤقتة');
    await userEvent.upload(input(canvasElement, 'location-guides-file'), new File(['%PDF-1.4'], 'temporary-structures-guide.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/location-guide_offices/store')).toHaveLength(1));
    await expect(callsTo('/general/location-guide_offices/store')[0]!.body).toMatchObject({ title: 'دليل المنشآت المؤقتة في المواقع', description: 'اشتراطات المنشآت المؤقتة' });
    // the server's message, then the list
    await expectToast(canvasElement, 'تمت إضافة دليل الموقع الهندسي بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

export const ChangeKeepsFile: Story = {
  parameters: {
    path: '/location-guides/update/1',
    route: '/location-guides/update/:id',
    api: {
      'GET /general/location-guide_offices/edit/{id}': ok(locationGuidesRows[0]!),
      'POST /general/location-guide_offices/update/{id}': ok(locationGuidesRows[0]!, 'تم تعديل دليل الموقع الهندسي بنجاح'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'location-guides-title').value).toBe('دليل المنشآت المؤقتة في المواقع'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/location-guide_offices/update/1')).toHaveLength(1));
    await expectToast(canvasElement, 'تم تعديل دليل الموقع الهندسي بنجاح');
  },
};

export const ChangeNeedsFile: Story = {
  parameters: {
    path: '/location-guides/update/3',
    route: '/location-guides/update/:id',
    api: { 'GET /general/location-guide_offices/edit/{id}': ok(locationGuidesRows[2]!) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'location-guides-title').value).toBe('دليل المطابخ المركزية'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('ملف الدليل الهندسي مطلوب'));
    await expect(callsTo('/general/location-guide_offices/update/3')).toHaveLength(0);
  },
};
