import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AlliancesPage from '../../src/features/alliances/AlliancesPage';
import { calls, FOREVER, ok, page, type MockRequest } from '../support/mockApi';
import { alliances, candidates, company, hospitality } from './fixtures';

const meta = {
  title: 'Alliances/Alliances',
  component: AlliancesPage,
  parameters: { path: '/alliances', route: '/alliances' },
} satisfies Meta<typeof AlliancesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const listing = { 'POST /general/alliance': page(alliances) };
const searching = {
  'GET /general/alliance/companies': ({ query }: MockRequest) => {
    const q = query.get('search') ?? '';
    return ok(candidates.filter((c) => (c.company_name ?? '').includes(q) || c.email.includes(q)));
  },
};
const callsTo = (path: string) => calls.filter((c) => c.path === path);
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Toasts and dialogs fade in: wait until the text is on screen. */
const seen = (root: ReturnType<typeof within>, text: string | RegExp) => waitFor(() => expect(root.getByText(text)).toBeVisible());

export const Loading: Story = {
  parameters: { api: { 'POST /general/alliance': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { api: { 'POST /general/alliance': page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('لا توجد تحالفات بعد')).toBeVisible();
  },
};

/** A company in no alliance. */
export const EmptyForAMember: Story = {
  parameters: { session: 'provider', api: { 'POST /general/alliance': page([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('شركتك لا تنتمي إلى أي تحالف')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'إنشاء تحالف' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'POST /general/alliance': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

/** The administrator: every alliance, leader first and starred, with the managing actions. */
export const Manage: Story = {
  parameters: { api: listing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('تحالف الضيافة');
    await expect(canvas.getByRole('button', { name: 'إنشاء تحالف' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل الاسم: تحالف الضيافة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إزالة شركة البركة لخدمات الحجاج من تحالف الضيافة' })).toBeVisible();
    // the leader has no remove button
    await expect(canvas.queryByRole('button', { name: /^إزالة شركة الضيافة لخدمات الحجاج/ })).toBeNull();
    await expect(canvas.getByText('4 أعضاء')).toBeVisible();
  },
};

/** A member company sees its alliance read-only, its own company marked. */
export const Member: Story = {
  parameters: { session: 'provider', api: { 'POST /general/alliance': page([hospitality]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('تحالف الضيافة');
    await expect(canvas.getByText('التحالفات التي تنتمي إليها شركتك أو تقودها')).toBeVisible();
    await expect(canvas.getByText('شركتك')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^إزالة/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^تعديل الاسم/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'الإجراءات' })).toBeNull();
  },
};

export const English: Story = {
  parameters: { api: listing },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Al-Furqan Alliance');
    await expect(canvas.getByText('4 members')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create alliance' })).toBeVisible();
  },
};

/**
 * Creating: the shared rules first (name, members, a leader among them); companies
 * are searched on the server; the leader is chosen among the chosen members; the
 * spec's form data goes out and the dialog closes with a message.
 */
export const Create: Story = {
  parameters: {
    api: {
      ...listing,
      ...searching,
      'POST /general/alliance/store_with_members': ({ body }: MockRequest) => ({
        status: 201,
        body: { message: 'تم إنشاء التحالف', data: { ...hospitality, id: 9, name: (body as Record<string, string>).name } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إنشاء تحالف' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء' }));
    await expect(await dialog.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await expect(dialog.getByText('اختر عضواً واحداً على الأقل غير قائد التحالف')).toBeVisible();
    await expect(callsTo('/general/alliance/store_with_members')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/اسم التحالف/), 'تحالف النخبة');
    const members = dialog.getByLabelText(/الأعضاء/);
    await userEvent.type(members, 'الأمانة');
    await userEvent.click(await body.findByRole('option', { name: /شركة الأمانة لخدمات الحجاج/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/general/alliance/companies' && c.query.get('available') === '1' && c.query.get('search') === 'الأمانة')).toBe(true));
    await userEvent.type(members, 'الرحاب');
    await userEvent.click(await body.findByRole('option', { name: /شركة الرحاب لخدمات الحجاج/ }));

    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-dropdown')!);
    await userEvent.click(await body.findByRole('option', { name: 'شركة الرحاب لخدمات الحجاج' }));
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء' }));
    await waitFor(() => expect(callsTo('/general/alliance/store_with_members')).toHaveLength(1));
    await expect(callsTo('/general/alliance/store_with_members')[0]!.body).toEqual({ name: 'تحالف النخبة', leader_id: '41', 'members[0]': '40', 'members[1]': '41' });
    await seen(body, 'تم إنشاء تحالف «تحالف النخبة»');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A company that joined another alliance meanwhile: the server's 409 lands under the members. */
export const CreateConflict: Story = {
  parameters: {
    api: {
      ...listing,
      ...searching,
      'POST /general/alliance/store_with_members': {
        status: 409,
        body: { message: 'الشركة «شركة الأمانة لخدمات الحجاج» تنتمي إلى التحالف «تحالف الضيافة»', errors: { members: ['الشركة «شركة الأمانة لخدمات الحجاج» تنتمي إلى التحالف «تحالف الضيافة»'] } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إنشاء تحالف' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/اسم التحالف/), 'تحالف جديد');
    const members = dialog.getByLabelText(/الأعضاء/);
    for (const name of ['الأمانة', 'المروة']) {
      await userEvent.type(members, name);
      await userEvent.click(await body.findByRole('option', { name: new RegExp(name) }));
    }
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-dropdown')!);
    await userEvent.click(await body.findByRole('option', { name: 'شركة الأمانة لخدمات الحجاج' }));
    await userEvent.click(dialog.getByRole('button', { name: 'إنشاء' }));
    await expect(await dialog.findByText('الشركة «شركة الأمانة لخدمات الحجاج» تنتمي إلى التحالف «تحالف الضيافة»')).toBeVisible();
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const Rename: Story = {
  parameters: {
    api: { ...listing, 'POST /general/alliance/update': ({ body }: MockRequest) => ok({ ...hospitality, name: (body as Record<string, string>).name }, 'تم تعديل اسم التحالف') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تعديل الاسم: تحالف الضيافة' }));
    const dialog = within(await body.findByRole('dialog'));
    const input = dialog.getByLabelText(/اسم التحالف/);
    await expect(input).toHaveValue('تحالف الضيافة');
    await userEvent.clear(input);
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await expect(await dialog.findByText('هذا الحقل مطلوب')).toBeVisible();
    await userEvent.type(input, 'تحالف الضيافة الكبرى');
    await userEvent.click(dialog.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/alliance/update')).toHaveLength(1));
    await expect(callsTo('/general/alliance/update')[0]!.body).toEqual({ id: '1', name: 'تحالف الضيافة الكبرى' });
    await seen(body, 'تم تعديل اسم التحالف');
  },
};

/** The new leader is chosen among the members other than the current one. */
export const ChangeLeader: Story = {
  parameters: {
    api: { ...listing, 'POST /general/alliance/change_Leader': ok({ ...hospitality, leader_id: 22, get_leader: company(22, 'شركة الحرمين لخدمات الحجاج') }, 'تم تغيير قائد التحالف') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تغيير القائد: تحالف الضيافة' }));
    const dialog = within(await body.findByRole('dialog'));
    await seen(dialog, 'القائد الحالي: شركة الضيافة لخدمات الحجاج');
    await userEvent.click(dialog.getByRole('button', { name: 'تغيير القائد' }));
    await expect(await dialog.findByText('هذا الحقل مطلوب')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.querySelector('.p-dialog .p-dropdown')!);
    await body.findByRole('option', { name: 'شركة البركة لخدمات الحجاج' });
    const options = [...canvasElement.ownerDocument.querySelectorAll('.p-dropdown-panel [role="option"]')];
    await expect(options.map((o) => o.textContent)).toEqual(['شركة البركة لخدمات الحجاج', 'شركة الحرمين لخدمات الحجاج', 'شركة الرفادة المشاركة']);
    await userEvent.click(body.getByRole('option', { name: 'شركة الحرمين لخدمات الحجاج' }));
    await userEvent.click(dialog.getByRole('button', { name: 'تغيير القائد' }));
    await waitFor(() => expect(callsTo('/general/alliance/change_Leader')).toHaveLength(1));
    await expect(callsTo('/general/alliance/change_Leader')[0]!.body).toEqual({ id: '1', leader_id: '22' });
    await seen(body, 'تم تغيير قائد التحالف');
  },
};

/** A company already in another alliance: the server's 409 shows under the field and nothing closes. */
export const AddMemberConflict: Story = {
  parameters: {
    api: {
      ...listing,
      ...searching,
      'POST /general/alliance_members/store': {
        status: 409,
        body: { message: 'الشركة «مؤسسة المروة للمقاولات» تنتمي إلى التحالف «Al-Furqan Alliance»', errors: { member_id: ['الشركة «مؤسسة المروة للمقاولات» تنتمي إلى التحالف «Al-Furqan Alliance»'] } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إضافة عضو: تحالف الضيافة' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'إضافة' }));
    await expect(await dialog.findByText('هذا الحقل مطلوب')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/الشركة/), 'المروة');
    await userEvent.click(await body.findByRole('option', { name: /مؤسسة المروة للمقاولات/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(callsTo('/general/alliance_members/store')).toHaveLength(1));
    await expect(callsTo('/general/alliance_members/store')[0]!.body).toEqual({ alliance_id: '1', member_id: '42' });
    await expect(await dialog.findByText('الشركة «مؤسسة المروة للمقاولات» تنتمي إلى التحالف «Al-Furqan Alliance»')).toBeVisible();
  },
};

/** Removing a member asks first; cancelling sends nothing, confirming sends the member payload. */
export const RemoveMember: Story = {
  parameters: { api: { ...listing, 'POST /general/alliance_members/remove_member': ok(hospitality, 'تمت إزالة العضو من التحالف') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'إزالة شركة البركة لخدمات الحجاج من تحالف الضيافة' });
    await userEvent.click(remove);
    let dialog = within(await body.findByRole('dialog'));
    await seen(dialog, 'إزالة «شركة البركة لخدمات الحجاج» من تحالف «تحالف الضيافة»؟ يمكن إضافتها لاحقاً إلى هذا التحالف أو غيره.');
    await userEvent.click(dialog.getByRole('button', { name: 'إلغاء' }));
    await expect(callsTo('/general/alliance_members/remove_member')).toHaveLength(0);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(remove);
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'نعم، أزلها' }));
    await waitFor(() => expect(callsTo('/general/alliance_members/remove_member')).toHaveLength(1));
    await expect(callsTo('/general/alliance_members/remove_member')[0]!.body).toEqual({ alliance_id: '1', member_id: '21' });
    await seen(body, 'تمت إزالة العضو من التحالف');
  },
};

/** The server refuses to remove the last member besides the leader; its message is shown. */
export const RemoveRefused: Story = {
  parameters: {
    api: {
      ...listing,
      'POST /general/alliance_members/remove_member': { status: 409, body: { message: 'يحتاج التحالف إلى قائده وعضو آخر على الأقل؛ قم بحل التحالف بدلاً من ذلك' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إزالة شركة السنابل لخدمات الحجاج من Al-Furqan Alliance' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'نعم، أزلها' }));
    await seen(body, 'يحتاج التحالف إلى قائده وعضو آخر على الأقل؛ قم بحل التحالف بدلاً من ذلك');
  },
};

/** Dissolving uses the spec's delete confirmation. */
export const Dissolve: Story = {
  parameters: { api: { ...listing, 'POST /general/alliance/delete/{id}': ok(null, 'تم حل التحالف') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حل التحالف: Al-Furqan Alliance' }));
    const dialog = within(await body.findByRole('dialog'));
    await seen(dialog, 'هل أنت متأكد؟');
    await userEvent.click(dialog.getByRole('button', { name: 'نعم، احذفه!' }));
    await waitFor(() => expect(callsTo('/general/alliance/delete/2')).toHaveLength(1));
    await seen(body, 'تم حل التحالف');
  },
};
