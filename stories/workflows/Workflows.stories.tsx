/**
 * Storybook's "Workflows" section (GitHub issue 3): every lifecycle machine as an
 * interactive statechart, plus an index of all of them. The story objects are
 * written out one line each because Storybook's indexer reads static named
 * exports; src/features/workflows/stories.test.ts fails when a machine of
 * `workflows` has no story here, or a story's name is not its machine's English label.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { describeLifecycle, workflows } from '../../machines';
import { WorkflowIndex } from '../../src/features/workflows';
import { explorer, explorerRender, storyHref, type ExplorerArgs } from './support';

const meta = {
  title: 'Workflows',
  render: explorerRender,
  parameters: { session: false },
  argTypes: {
    machineId: { control: 'select', options: Object.keys(workflows) },
    status: { control: 'text' },
    input: { control: 'object' },
  },
  /** every machine's story: each status is drawn, the initial one is current, nothing has been tried yet */
  play: async ({ canvasElement, args }) => {
    const info = describeLifecycle(workflows[args.machineId]);
    const x = explorer(canvasElement);
    await x.ready();
    for (const s of info.states) await expect(x.node(s.key)).not.toBeNull();
    await x.expectCurrent(args.status ?? info.initial);
    await x.expectSteps(0);
    const accepted = new Set(info.states.find((s) => s.key === (args.status ?? info.initial))!.transitions.map((t) => t.event));
    await expect(canvasElement.querySelectorAll('.wf-event')).toHaveLength(accepted.size);
  },
} satisfies Meta<ExplorerArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every lifecycle with its statuses and spec lines; each name opens its explorer. */
export const Index: Story = {
  args: { machineId: 'userAccount' },
  render: () => <WorkflowIndex workflows={workflows} hrefOf={storyHref} target="_top" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvasElement.querySelectorAll('tbody tr[data-workflow]');
    await expect(rows).toHaveLength(Object.keys(workflows).length);
    // either language: the toolbar may switch this story to English
    await expect(canvas.getByRole('link', { name: /^(حساب المستخدم|User account)$/ })).toHaveAttribute('href', './?path=/story/workflows--user-account');
    await expect(canvas.getByText('000 §4 User account')).toBeVisible();
  },
};

export const UserAccount: Story = { name: 'User account', args: { machineId: 'userAccount' } };
export const Camp: Story = { name: 'Camp readiness', args: { machineId: 'camp' } };
export const Assignment: Story = { name: 'Camp assignment', args: { machineId: 'assignment' } };
export const Appointment: Story = { name: 'Handover appointment', args: { machineId: 'appointment' } };
export const HandoverSignature: Story = { name: 'Handover signature', args: { machineId: 'handoverSignature' } };
export const Clearance: Story = { name: 'Clearance', args: { machineId: 'clearance' } };
export const VehicleEntryPermit: Story = { name: 'Vehicle-entry permit', args: { machineId: 'vehicleEntryPermit' } };
export const CarLicenceOrder: Story = { name: 'Car licence request', args: { machineId: 'carLicenceOrder' } };
export const Violation: Story = { name: 'Regulatory violation', args: { machineId: 'violation' } };
export const Ticket: Story = { name: 'Ticket', args: { machineId: 'ticket' } };
export const Complaint: Story = { name: 'Complaint', args: { machineId: 'complaint' } };
export const Questionnaire: Story = { name: 'Questionnaire', args: { machineId: 'questionnaire' } };
export const QuestionnaireResponse: Story = { name: 'Questionnaire response', args: { machineId: 'questionnaireResponse' } };
export const DbArchive: Story = { name: 'Season archive', args: { machineId: 'dbArchive' } };
export const Notification: Story = { name: 'Notification', args: { machineId: 'notification' } };
export const Order: Story = { name: 'Order', args: { machineId: 'order' } };
export const LocationOrder: Story = { name: 'Location order', args: { machineId: 'locationOrder' } };
export const SharerSignature: Story = { name: "Sharer's signature on an order", args: { machineId: 'sharerSignature' } };
export const Attachment: Story = { name: 'Order attachment', args: { machineId: 'attachment' } };
export const CancelRequest: Story = { name: 'Cancel request', args: { machineId: 'cancelRequest' } };
export const AchievementReport: Story = { name: 'Achievement report', args: { machineId: 'achievementReport' } };
export const ReadinessLicence: Story = { name: 'Readiness licence', args: { machineId: 'readinessLicence' } };
export const TempLicenceOrder: Story = { name: 'Temporary licence order', args: { machineId: 'tempLicenceOrder' } };
export const ReassignOrder: Story = { name: 'Re-assign (re-delivery) order', args: { machineId: 'reassignOrder' } };
export const LockOrder: Story = { name: 'Lock order', args: { machineId: 'lockOrder' } };
export const SadadOrder: Story = { name: 'SADAD payment order', args: { machineId: 'sadadOrder' } };
export const Invoice: Story = { name: 'Invoice', args: { machineId: 'invoice' } };
