import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketMachine, userAccountMachine, workflows } from '../../../machines';
import { initI18nWithAreas as initI18n } from '../../shared/i18n/all';
import { describeLifecycle } from '../../../machines/core/describe';
import { WorkflowExplorer } from './WorkflowExplorer';
import { layoutLifecycle } from './layout';

beforeAll(async () => {
  // jsdom has no canvas: the layout measures text by estimate instead
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  initI18n('en');
  // ELK loads on the first layout (a large module): load it before the tests' waits start
  await layoutLifecycle(describeLifecycle(ticketMachine), 'en');
}, 30_000);

const steps = (container: HTMLElement) => container.querySelectorAll('.wf-journal li[data-kind="step"]');
const current = (container: HTMLElement) => container.querySelector('svg g.wf-node[data-current="true"]')?.getAttribute('data-status');

describe('WorkflowExplorer', () => {
  it('draws the statechart and sends the accepted events through the machine', async () => {
    const user = userEvent.setup();
    const { container } = render(<WorkflowExplorer machine={userAccountMachine} />);
    await waitFor(() => expect(container.querySelector('svg.wf-svg')).not.toBeNull());
    expect(container.querySelectorAll('svg g.wf-node')).toHaveLength(5);
    expect(current(container)).toBe('pending');
    expect(screen.getByTestId('current-status')).toHaveTextContent('Registration awaiting an administrator');

    // the roles guard: an empty list is refused on the roles field, nothing moves
    const payload = screen.getByRole('textbox', { name: 'ACTIVATE payload (JSON)' });
    await user.clear(payload);
    await user.click(payload);
    await user.paste('{"roles": []}');
    await user.click(screen.getByRole('button', { name: 'Activate ACTIVATE' }));
    expect(await screen.findByTestId('refusal-message')).toHaveTextContent('At least one role must be chosen');
    expect(screen.getByText('roles: At least one role must be chosen')).toBeInTheDocument();
    expect(current(container)).toBe('pending');
    expect(steps(container)).toHaveLength(0);

    // bad JSON cannot be sent
    await user.type(payload, '{{');
    expect(screen.getByText('This is not valid JSON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate ACTIVATE' })).toBeDisabled();

    await user.click(within(container.querySelector('.wf-event[data-event="ACTIVATE"]')!).getByRole('button', { name: 'Restore example' }));
    await user.click(screen.getByRole('button', { name: 'Activate ACTIVATE' }));
    await waitFor(() => expect(current(container)).toBe('active'));
    expect(steps(container)).toHaveLength(1);
    expect(container.querySelector('path[data-edge="pending->active"]')).toHaveAttribute('data-taken', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('ACTIVATE: the record moved from “Pending” to “Active”');
  });

  it('fails the next call on request and leaves the status where it was', async () => {
    const user = userEvent.setup();
    const { container } = render(<WorkflowExplorer machine={ticketMachine} />);
    await waitFor(() => expect(container.querySelector('svg.wf-svg')).not.toBeNull());
    await user.click(screen.getByRole('switch', { name: 'Fail the next call' }));
    await user.click(screen.getByRole('button', { name: /CLOSE$/ }));
    expect(await screen.findByTestId('refusal-message')).toHaveTextContent('Someone else changed this record meanwhile; reload and try again');
    expect(current(container)).toBe('open');
    expect(container.querySelectorAll('.wf-journal li[data-kind="failed"]')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Fail the next call' })).not.toBeChecked();
    // the failed call changed nothing, so there is no step to undo
    expect(screen.getByRole('button', { name: 'Undo last step' })).toBeDisabled();
  });

  it('names every alternative of an event and lists what its guards say once (clearance VOTE)', async () => {
    const user = userEvent.setup();
    const { container } = render(<WorkflowExplorer machine={workflows.clearance} />);
    await waitFor(() => expect(container.querySelector('svg.wf-svg')).not.toBeNull());
    const card = container.querySelector<HTMLElement>('.wf-event[data-event="VOTE"]')!;
    expect(within(card).getByRole('button', { name: 'Accept / Reject VOTE' })).toBeEnabled();
    // two rules of each guard refuse with the same words on the same field: one line each guard for the vote, and one for a reject's reason
    const lines = [...card.querySelectorAll('.wf-refusal-list li')].map((li) => li.textContent);
    expect(lines).toEqual([
      '«Please choose accept or reject» vote',
      '«Please give the reason for the rejection» reason',
      '«Please choose accept or reject» vote',
      '«Please give the reason for the rejection» reason',
    ]);
    // the reject alternative's example goes to rejected
    await user.click(within(card).getByRole('button', { name: 'Example for → Rejected' }));
    await user.click(within(card).getByRole('button', { name: 'Accept / Reject VOTE' }));
    await waitFor(() => expect(current(container)).toBe('reject'));
  });

  it('starts where it is told, and reset returns there', async () => {
    const user = userEvent.setup();
    const { container } = render(<WorkflowExplorer machine={ticketMachine} status="answered" />);
    await waitFor(() => expect(current(container)).toBe('answered'));
    await user.click(screen.getByRole('button', { name: /CLOSE$/ }));
    await waitFor(() => expect(current(container)).toBe('closed'));
    expect(screen.getByText('This status accepts no event.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(current(container)).toBe('answered'));
    expect(container.querySelector('.wf-journal')).toBeNull();
  });
});
