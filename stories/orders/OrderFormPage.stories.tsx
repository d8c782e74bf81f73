/**
 * The order form: the provider files an order on one of its assigned camps (the square filled in,
 * the service's specialty pre-filled, the body as the spec's form data with bracket names); the
 * shared rules refuse an empty form and a service twice; the server's 422s land on their fields,
 * nested ones on the service row; a returned order is corrected with its reason at the top; staff
 * choose the receiving company first.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderFormPage from '../../src/features/orders/OrderFormPage';
import { ok, page } from '../support/mockApi';
import { callsTo, expectToast, expectVisible } from '../users/support';
import { assignments, candidates, draftReady, orderRow, returned, services, specialists } from './fixtures';
import { as, choose } from './support';

const meta = {
  title: 'Orders/Form',
  component: OrderFormPage,
  parameters: { path: '/orders/create', route: '/orders/create' },
  decorators: [as('service_provider', 3)],
} satisfies Meta<typeof OrderFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const lists = {
  'POST /general/assign': page(assignments),
  'POST /general/orders/square-by-camp': ({ body }: { body: unknown }) =>
    ok({ camp_id: Number((body as Record<string, string>).camp_id), square: String((body as Record<string, string>).camp_id) === '74' ? { id: 12, name: 'مربع 12', name_en: 'Square 12' } : null }),
  'POST /general/orders/updateContractorsList': ({ body }: { body: unknown }) => ok(candidates[(body as { type: keyof typeof candidates }).type]),
  'POST /general/services': page(services),
  'POST /general/specialist': page(specialists),
  'GET /general/assign/companies': ok([{ id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', cr: '4030012345' }]),
};

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;

async function fill(canvasElement: HTMLElement) {
  await userEvent.type(input(canvasElement, 'orders-title'), 'تركيب خيام مكيفة');
  await choose(canvasElement, 'orders-camp', 'مخيم 12-4');
  await choose(canvasElement, 'orders-design-office', 'مكتب الإتقان للاستشارات الهندسية');
  await userEvent.type(input(canvasElement, 'orders-number-of-hijaj'), '800');
  await choose(canvasElement, 'orders-services-0-service', 'تركيب الخيام');
}

/** The provider's new order: the camps offered are its assigned ones (not a returned one), the square fills in, the specialty too. */
export const Create: Story = {
  parameters: { api: { ...lists, 'POST /general/orders/store': { status: 201, body: { message: 'تم إنشاء الطلب بنجاح', data: orderRow({ id: 41 }) } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'إضافة طلب' })).toBeVisible();
    await fill(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'orders-square').value).toBe('مربع 12'));
    await waitFor(() => expect(input(canvasElement, 'orders-services-0-specialty').closest('.p-dropdown')!.textContent).toContain('مهندس إنشائي'));
    // a second service, its specialty left unspecified
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة خدمة' }));
    await choose(canvasElement, 'orders-services-1-service', 'الرفع المساحي لحدود المخيم');
    await choose(canvasElement, 'orders-services-1-specialty', 'غير محدد بعد');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/orders/store')).toHaveLength(1));
    await expect(callsTo('/general/orders/store')[0]!.body).toMatchObject({
      title: 'تركيب خيام مكيفة',
      camp_id: '74',
      number_of_hijaj: '800',
      design_office_id: '6',
      'services[0][service_id]': '3',
      'services[0][specialist_id]': '4',
      'services[0][quantity]': '1',
      'services[1][service_id]': '14',
    });
    await expect((callsTo('/general/orders/store')[0]!.body as Record<string, string>)['services[1][specialist_id]']).toBeUndefined();
    // the provider never names the receiver: the server forces its own company
    await expect((callsTo('/general/orders/store')[0]!.body as Record<string, string>).receiver_id).toBeUndefined();
    await expectToast(canvasElement, 'تم إنشاء الطلب بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};

/** The shared rules before any call: required fields, and a service chosen twice ("Service already exists"). */
export const Rules: Story = {
  parameters: { api: lists },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getAllByText('هذا الحقل مطلوب')[0]!);
    await expect(canvas.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(4);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة خدمة' }));
    await choose(canvasElement, 'orders-services-1-service', 'تركيب الخيام');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('الخدمة مضافة مسبقاً في هذا الطلب'));
    // removing the second row clears it
    await userEvent.click(canvas.getByRole('button', { name: 'إزالة الخدمة 2' }));
    await expect(callsTo('/general/orders/store')).toHaveLength(0);
  },
};

/** The server's 422s on their fields: the camp not assigned, and a service row's own field (services.0.service_id). */
export const ServerErrors: Story = {
  parameters: {
    api: {
      ...lists,
      'POST /general/orders/store': {
        status: 422,
        body: {
          message: 'البيانات المدخلة غير صحيحة',
          errors: { camp_id: ['المخيم غير مخصص للجهة المستلمة'], 'services.0.service_id': ['الخدمة المحددة غير موجودة'] },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectVisible(() => canvas.getByText('المخيم غير مخصص للجهة المستلمة'));
    await expect(canvas.getByText('الخدمة المحددة غير موجودة')).toBeVisible();
    await expect(input(canvasElement, 'orders-camp').getAttribute('aria-describedby')).toContain('orders-camp-error');
    await expect(canvas.queryByTestId('navigated')).toBeNull();
  },
};

/** A returned order: its reason at the top, its services loaded into the table; saving sends the version read. */
export const ReCustomize: Story = {
  parameters: {
    path: '/orders/re-customize/11',
    route: '/orders/re-customize/:id',
    api: { ...lists, 'POST /general/orders/details/{id}': ok(returned), 'POST /general/orders/update/{id}': ok(returned, 'تم تعديل الطلب بنجاح') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('أُعيد هذا الطلب للتعديل')).toBeVisible();
    await expect(canvas.getByText('المخطط لا يوضح مخارج الطوارئ')).toBeVisible();
    await waitFor(() => expect(input(canvasElement, 'orders-title').value).toBe('توسعة منطقة الاستقبال'));
    await waitFor(() => expect(input(canvasElement, 'orders-services-1-service').closest('.p-dropdown')!.textContent).toContain('تمديدات كهربائية'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/orders/update/11')).toHaveLength(1));
    await expect(callsTo('/general/orders/update/11')[0]!.body).toMatchObject({ version: '3', 'services[1][service_id]': '5' });
    await expectToast(canvasElement, 'تم تعديل الطلب بنجاح');
  },
};

/** An order already sent is not edited here: the page says so and links to it. */
export const NotEditable: Story = {
  parameters: { path: '/orders/update/25', route: '/orders/update/:id', api: { ...lists, 'POST /general/orders/details/{id}': ok({ ...draftReady, id: 25, status: 'tsleem_processing' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/لا يمكن تعديل الطلب في حالته الحالية/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'فتح تفاصيل الطلب' })).toBeVisible();
  },
};

/** Staff file an order for a receiving company (the receiver rule): the camps offered are that company's. */
export const Staff: Story = {
  decorators: [as('kdana', 2, ['order-index', 'order-create', 'order-update', 'order-details', 'delivery-assign-index', 'order-service', 'order-specialists-index'])],
  parameters: { api: { ...lists, 'POST /general/orders/store': { status: 201, body: { message: 'تم إنشاء الطلب بنجاح', data: orderRow({ id: 42 }) } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('اختر الجهة المستلمة أولاً')).toBeVisible();
    await choose(canvasElement, 'orders-receiver', 'شركة الضيافة لخدمات الحجاج');
    await fill(canvasElement);
    await waitFor(() => expect(callsTo('/general/assign').some((c) => String((c.body as Record<string, unknown>).receiver_company_id) === '3')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/orders/store')).toHaveLength(1));
    await expect(callsTo('/general/orders/store')[0]!.body).toMatchObject({ receiver_id: '3', camp_id: '74' });
  },
};

export const English: Story = {
  parameters: { api: lists },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add order' })).toBeVisible();
    await expect(canvas.getByText('Requested services')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a service' })).toBeVisible();
  },
};

/** /location-orders/create: the same form over the location orders' calls, its services and specialties from the location catalogue. */
export const LocationCreate: Story = {
  parameters: {
    path: '/location-orders/create',
    route: '/location-orders/create',
    api: {
      'POST /general/assign': page(assignments),
      'POST /general/location-orders/square-by-camp': ok({ camp_id: 74, square: { id: 12, name: 'مربع 12', name_en: 'Square 12' } }),
      'POST /general/location-orders/updateContractorsList': ({ body }: { body: unknown }) => ok(candidates[(body as { type: keyof typeof candidates }).type]),
      'POST /general/location-services': page(services),
      'POST /general/location-specialist': page(specialists),
      'POST /general/location-orders/store': { status: 201, body: { message: 'تم إنشاء الطلب بنجاح', data: orderRow({ id: 42 }) } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'إضافة طلب موقع' })).toBeVisible();
    await fill(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'orders-square').value).toBe('مربع 12'));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/location-orders/store')).toHaveLength(1));
    await expect(callsTo('/general/location-orders/store')[0]!.body).toMatchObject({ camp_id: '74', 'services[0][service_id]': '3' });
    await expect(callsTo('/general/orders/store')).toHaveLength(0);
    await expect(callsTo('/general/services')).toHaveLength(0);
    await expectToast(canvasElement, 'تم إنشاء الطلب بنجاح');
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
  },
};
