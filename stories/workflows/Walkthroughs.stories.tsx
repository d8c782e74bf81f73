/**
 * Walkthroughs of the workflow explorer: play functions that step through real
 * transitions of real machines, see the guards' refusals with their messages
 * (the spec's words), and check that the diagram rings the current status and
 * that the path taken grows — or does not, when a step is refused or its call fails.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflows } from '../../machines';
import { explorer, explorerRender, type ExplorerArgs } from './support';

const meta = {
  title: 'Workflows/Walkthroughs',
  render: explorerRender,
  parameters: { session: false },
  // the walkthroughs read the refusals in Arabic (the default); the English one sets its own language
  globals: { lang: 'ar' },
  argTypes: { machineId: { control: 'select', options: Object.keys(workflows) } },
} satisfies Meta<ExplorerArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** User account: ACTIVATE without roles is refused on the roles field; with the example it activates; again, "already active" (104). */
export const UserAccountActivation: Story = {
  name: 'User account: activate',
  args: { machineId: 'userAccount' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    await x.expectCurrent('pending');
    await x.expectSteps(0);

    await x.payload('ACTIVATE', '{"roles": []}');
    await x.send('ACTIVATE');
    await x.expectRefusal('يجب اختيار دور واحد على الأقل', { status: 422, field: 'roles' });
    // the refusal also sits under the payload, as a 422 sits under its field
    await expect(x.canvas.getByRole('textbox', { name: /ACTIVATE/ })).toHaveAttribute('aria-invalid', 'true');
    await x.expectCurrent('pending');
    await x.expectSteps(0);

    await x.restoreExample('ACTIVATE');
    await expect(x.canvas.getByRole('textbox', { name: /ACTIVATE/ })).toHaveValue('{\n  "roles": [\n    2\n  ]\n}');
    await x.send('ACTIVATE');
    await x.expectMoved();
    await x.expectCurrent('active');
    await x.expectSteps(1);
    await x.expectTaken('pending', 'active');
    await expect(x.canvas.getByRole('list', { name: 'المسار المتبع' })).toHaveTextContent('ACTIVATE');

    await x.tryOther('ACTIVATE');
    await x.expectRefusal('المستخدم مفعل مسبقاً', { status: 409, code: '104' });
    await expect(canvasElement.querySelector('.wf-outcome')).toHaveClass('warning');
    await x.expectCurrent('active');
    await x.expectSteps(1);

    await x.tryOther('REJECT');
    await x.expectRefusal('إجراء غير مسموح!', { status: 409 });

    await x.send('DISABLE');
    await x.expectCurrent('disabled');
    await x.expectSteps(2);
    await x.expectTaken('active', 'disabled');
  },
};

/** The same in English: the refusals read in English, the diagram flows left to right. */
export const UserAccountActivationEnglish: Story = {
  name: 'User account: activate (English)',
  args: { machineId: 'userAccount' },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    await expect(canvasElement.querySelector('svg.wf-svg')).toHaveAttribute('data-direction', 'RIGHT');
    await x.payload('ACTIVATE', '{}');
    await x.send('ACTIVATE');
    await x.expectRefusal('At least one role must be chosen', { status: 422, field: 'roles' });
    await x.restoreExample('ACTIVATE');
    await x.send('ACTIVATE');
    await x.expectCurrent('active');
    await x.tryOther('ACTIVATE');
    await x.expectRefusal('already active', { code: '104' });
    await x.tryOther('RESUBMIT');
    await x.expectRefusal('Unallowed action!');
    await x.expectSteps(1);
  },
};

/** Readiness licence: created pending; ANSWER sends the answers; APPROVE needs a validity period, DISAPPROVE a reason. */
export const ReadinessLicenceDecisions: Story = {
  name: 'Readiness licence: approve and disapprove',
  args: { machineId: 'readinessLicence' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    await expect(canvasElement.querySelector('svg.wf-svg')).toHaveAttribute('data-direction', 'LEFT');
    await x.expectCurrent('pending');
    await x.send('ANSWER');
    await x.expectCurrent('pending');
    await x.expectSteps(1);

    await x.payload('APPROVE', '{"validity_period": 0}');
    await x.send('APPROVE');
    await x.expectRefusal('لم يتم اختيار مدة الصلاحية', { status: 422, field: 'validity_period' });
    await x.expectCurrent('pending');

    await x.payload('DISAPPROVE', '{}');
    await x.send('DISAPPROVE');
    await x.expectRefusal('لم يتم إدخال سبب الرفض', { status: 422, field: 'rejection_reason' });
    await x.expectCurrent('pending');
    await x.expectSteps(1);

    await x.restoreExample('DISAPPROVE');
    await x.send('DISAPPROVE');
    await x.expectCurrent('disapproved');
    await x.expectSteps(2);
    await x.expectTaken('pending', 'disapproved');
    // the journal keeps the refused attempts between the steps, in order
    const kinds = [...canvasElement.querySelectorAll('.wf-journal li')].map((li) => li.getAttribute('data-kind'));
    await expect(kinds).toEqual(['step', 'refused', 'refused', 'step']);
  },
};

/** Ticket: once CLOSEd, a COMMENT is refused ("no further comments"); closed is final. */
export const TicketClosed: Story = {
  name: 'Ticket: no comments after closing',
  args: { machineId: 'ticket' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    await x.expectCurrent('open');
    await x.send('COMMENT');
    await x.expectCurrent('open');
    await x.expectSteps(1);
    await x.send('CLOSE');
    await x.expectCurrent('closed');
    await x.expectSteps(2);
    await expect(x.canvas.getByText('حالة نهائية: لا يغادرها أي حدث.')).toBeVisible();
    await expect(x.canvas.getByText('لا تقبل هذه الحالة أي حدث.')).toBeVisible();

    await x.tryOther('COMMENT');
    await x.expectRefusal('تم إغلاق التذكرة، لا يمكن إضافة تعليقات أخرى', { status: 409 });
    await x.expectCurrent('closed');
    await x.expectSteps(2);

    // undo steps back over CLOSE (and the refusal after it)
    await userEvent.click(x.canvas.getByRole('button', { name: 'تراجع عن آخر خطوة' }));
    await x.expectCurrent('open');
    await x.expectSteps(1);
    await expect(canvasElement.querySelectorAll('.wf-journal li')).toHaveLength(1);
  },
};

/** Order: SUBMIT's guards read the order's facts (set through the story's input), reported one after another. */
export const OrderSubmitRefusals: Story = {
  name: 'Order: submit refusals',
  args: { machineId: 'order', input: { facts: { serviceCount: 0, unsignedSharers: 1, servicesWithoutSpecialty: 2, pledgesOutstanding: 1, rejectedAttachments: 1 } } },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    await x.expectCurrent('draft');
    const fix = async (facts: Record<string, number>) => {
      const details = canvasElement.querySelector<HTMLDetailsElement>('details.wf-context')!;
      if (!details.open) await userEvent.click(details.querySelector('summary')!);
      const box = within(details).getByRole('textbox', { name: 'سياق السجل' });
      await userEvent.clear(box);
      await userEvent.click(box);
      await userEvent.paste(JSON.stringify({ facts }));
      await userEvent.click(within(details).getByRole('button', { name: 'تطبيق السياق' }));
    };
    const facts = { serviceCount: 0, unsignedSharers: 1, servicesWithoutSpecialty: 2, pledgesOutstanding: 1, rejectedAttachments: 1 };

    await x.send('SUBMIT');
    await x.expectRefusal('الطلب غير مكتمل بعد', { status: 409 });
    await fix({ ...facts, serviceCount: 1, unsignedSharers: 0 });
    await x.send('SUBMIT');
    await x.expectRefusal('توجد خدمات لم يتم تحديد تخصصاتها');
    await fix({ ...facts, serviceCount: 1, unsignedSharers: 0, servicesWithoutSpecialty: 0 });
    await x.send('SUBMIT');
    await x.expectRefusal('توجد تعهدات لم يتم رفعها أو لم تتم معالجتها');
    await fix({ ...facts, serviceCount: 1, unsignedSharers: 0, servicesWithoutSpecialty: 0, pledgesOutstanding: 0 });
    await x.send('SUBMIT');
    await x.expectRefusal('توجد مرفقات مرفوضة لم يتم تصحيحها');
    await x.expectCurrent('draft');
    await x.expectSteps(0);

    await fix({ serviceCount: 1, unsignedSharers: 0, servicesWithoutSpecialty: 0, pledgesOutstanding: 0, rejectedAttachments: 0 });
    await x.send('SUBMIT');
    await x.expectCurrent('design_review');
    await x.expectSteps(1);
    await x.expectTaken('draft', 'design_review');
  },
};

/** "Fail the next call": the call fails, the status stays, the path does not grow; the call after it goes through. */
export const FailTheNextCall: Story = {
  name: 'Fail the next call',
  args: { machineId: 'ticket' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    const toggle = x.canvas.getByRole('switch', { name: 'إفشال الاستدعاء التالي' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // a guard's refusal runs no call, so the failure asked for still waits
    await x.payload('FORWARD', '{}');
    await x.send('FORWARD');
    await x.expectRefusal('يرجى اختيار مجموعة المشرفين المحوّل إليها', { status: 422 });
    await expect(toggle).toBeChecked();

    await x.send('CLOSE');
    await x.expectRefusal('تم تعديل هذا السجل من مستخدم آخر، يرجى تحديث الصفحة والمحاولة مجدداً', { status: 409 });
    await expect(canvasElement.querySelector('.wf-outcome')).toHaveAttribute('data-outcome', 'failed');
    await x.expectCurrent('open');
    await x.expectSteps(0);
    await expect(canvasElement.querySelector('.wf-journal li[data-kind="failed"]')).not.toBeNull();
    await waitFor(() => expect(toggle).not.toBeChecked());

    await x.send('CLOSE');
    await x.expectCurrent('closed');
    await x.expectSteps(1);
  },
};

/** The keyboard: a status in the diagram is a button; Enter puts the record there (a jump, undoable). */
export const KeyboardJump: Story = {
  name: 'Jump to a status from the diagram',
  args: { machineId: 'userAccount' },
  play: async ({ canvasElement }) => {
    const x = explorer(canvasElement);
    await x.ready();
    const rejected = x.node('rejected')!;
    await expect(rejected).toHaveAttribute('role', 'button');
    rejected.focus();
    await userEvent.keyboard('{Enter}');
    await x.expectCurrent('rejected');
    await expect(canvasElement.querySelector('.wf-journal li[data-kind="jump"]')).not.toBeNull();
    await x.expectSteps(0);
    await x.tryOther('REJECT');
    await x.expectRefusal('مرفوض مسبقاً');
    await userEvent.click(x.canvas.getByRole('button', { name: 'تراجع عن آخر خطوة' }));
    await x.expectCurrent('pending');
    await userEvent.click(x.node('disabled')!);
    await x.expectCurrent('disabled');
    await userEvent.click(x.canvas.getByRole('button', { name: 'إعادة البدء' }));
    await x.expectCurrent('pending');
    await expect(canvasElement.querySelector('.wf-journal')).toBeNull();
  },
};
