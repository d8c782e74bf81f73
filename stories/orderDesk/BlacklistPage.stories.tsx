/**
 * The blacklist (/blacklist) in each state, adding a company (the kind, the company from the picker,
 * the reason; the form's rules before the call, the server's 422 on its field, its 409 aloud) and
 * removing one after the confirmation. The picker asks the contract's updateContractorsList when
 * the user holds order-update, else (the desk's staff) the users list.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BlacklistPage from '../../src/features/orderDesk/BlacklistPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { blacklistRows, candidates } from './fixtures';

const LIST = 'POST /general/orders/blacklist/list';
const STORE = 'POST /general/orders/blacklist/store';
const CANDIDATES = 'POST /general/orders/updateContractorsList';
const callsTo = (path: string) => calls.filter((c) => c.path === path);
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const seen = (root: ReturnType<typeof within>, text: string | RegExp) => waitFor(() => expect(root.getByText(text)).toBeVisible());

const meta = {
  title: 'Order desk/Blacklist',
  component: BlacklistPage,
  parameters: { path: '/blacklist', route: '/blacklist' },
} satisfies Meta<typeof BlacklistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { [LIST]: page(blacklistRows) };
const picking = {
  ...listing,
  [CANDIDATES]: ({ body }: MockRequest) => ok(candidates.filter((c) => c.type === (body as Record<string, string>).type)),
  [STORE]: ({ body }: MockRequest) => {
    const b = body as Record<string, string>;
    const c = candidates.find((x) => x.id === Number(b.company_id))!;
    return ok(
      { id: 2, company_id: c.id, company: { id: c.id, name: c.name, company_name: c.company_name }, reason: b.reason!, created_at: '2026-12-10T08:00:00.000Z' },
      'تمت إضافة الشركة إلى القائمة السوداء',
    );
  },
};

/** Open the add dialog and choose a contractor from the picker. */
async function chooseCompany(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const body = bodyOf(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'إضافة شركة' }));
  const dialog = within(await body.findByRole('dialog'));
  await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-dropdown')!);
  await userEvent.click(await body.findByRole('option', { name }));
  return dialog;
}

export const Loading: Story = {
  parameters: { api: { [LIST]: FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد شركات في القائمة السوداء')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { api: { [LIST]: { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('هناك مشكلة');
  },
};

/** The list, and its search sent to the server. */
export const List: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Al-Riyada Contracting')).toBeVisible();
    await expect(canvas.getByText('مؤسسة الريادة')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'بحث باسم الشركة' }), 'الريادة');
    await userEvent.click(canvas.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(callsTo('/general/orders/blacklist/list').at(-1)!.body).toMatchObject({ search: 'الريادة' }));
  },
};

/** Adding: the reason is required (no call without it); then the company and the reason go out, and the dialog closes with the server's message. */
export const Add: Story = {
  parameters: { api: picking },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = await chooseCompany(canvasElement, /مؤسسة الأمانة للمقاولات/);
    await waitFor(() => expect(callsTo('/general/orders/updateContractorsList')[0]!.body).toMatchObject({ type: 'contractor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'إدراج في القائمة السوداء' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('هذا الحقل مطلوب');
    await expect(callsTo('/general/orders/blacklist/store')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/السبب/), 'مخالفة اشتراطات السلامة');
    await userEvent.click(dialog.getByRole('button', { name: 'إدراج في القائمة السوداء' }));
    await waitFor(() => expect(callsTo('/general/orders/blacklist/store')).toHaveLength(1));
    await expect(callsTo('/general/orders/blacklist/store')[0]!.body).toEqual({ company_id: '18', reason: 'مخالفة اشتراطات السلامة' });
    await seen(body, 'تمت إضافة الشركة إلى القائمة السوداء');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Choosing another kind of company asks the picker for that kind, and forgets the company chosen. */
export const PickerByKind: Story = {
  parameters: { api: picking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إضافة شركة' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'مكتب تصميم' }));
    await waitFor(() => expect(callsTo('/general/orders/updateContractorsList').some((c) => (c.body as Record<string, string>).type === 'design_office')).toBe(true));
    await userEvent.click(dialog.getByRole('button', { name: 'إدراج في القائمة السوداء' }));
    await expect(await dialog.findAllByRole('alert')).toHaveLength(2);
  },
};

/** The desk's staff (no order-update): the blacklist permission is enough to ask for the candidates. */
export const PickerForDeskStaff: Story = {
  parameters: { permissions: ['order-blacklist-index'], api: picking },
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement, /مؤسسة البناء المتين للمقاولات/);
    await expect(callsTo('/general/orders/updateContractorsList').length).toBeGreaterThan(0);
  },
};

/** Listed already (409): said aloud, the dialog stays open. */
export const AlreadyListed: Story = {
  parameters: { api: { ...picking, [STORE]: { status: 409, body: { message: 'الشركة مدرجة في القائمة السوداء مسبقاً' } } } },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = await chooseCompany(canvasElement, /مؤسسة الأمانة للمقاولات/);
    await userEvent.type(dialog.getByLabelText(/السبب/), 'سبب');
    await userEvent.click(dialog.getByRole('button', { name: 'إدراج في القائمة السوداء' }));
    await seen(body, 'الشركة مدرجة في القائمة السوداء مسبقاً');
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** Removing asks first (naming the company); confirming sends the DELETE. */
export const Remove: Story = {
  parameters: { api: { ...listing, 'DELETE /general/orders/blacklist/destroy/{id}': ok(null, 'تمت إزالة الشركة من القائمة السوداء') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إزالة من القائمة السوداء: Al-Riyada Contracting' }));
    const dialog = within(await body.findByRole('dialog'));
    await seen(dialog, 'إزالة «Al-Riyada Contracting» من القائمة السوداء؟');
    await userEvent.click(dialog.getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(callsTo('/general/orders/blacklist/destroy/1')).toHaveLength(1));
    await seen(body, 'تمت إزالة الشركة من القائمة السوداء');
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Al-Riyada Contracting')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a company' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove from the blacklist: Al-Riyada Contracting' })).toBeVisible();
  },
};
