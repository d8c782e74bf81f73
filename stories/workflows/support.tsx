/** What the Workflows stories share: how a story renders the explorer, and play-function helpers. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflows, type WorkflowId } from '../../machines';
import { WorkflowExplorer } from '../../src/features/workflows';

/**
 * A story's args: the machine by id (args stay plain data — Storybook may copy
 * them, and a machine is an object with methods), the status to start in and
 * the machine's input (e.g. an order's `facts`).
 */
export interface ExplorerArgs {
  machineId: WorkflowId;
  status?: string;
  input?: Record<string, unknown>;
}

export const explorerRender = ({ machineId, status, input }: ExplorerArgs) => <WorkflowExplorer machine={workflows[machineId]} status={status} input={input} />;

/** The story export of a machine is its id in PascalCase, so its story id is the id in kebab case. */
export const storyIdOf = (machineId: string) => `workflows--${machineId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

/** A link from Storybook's preview frame to a machine's story in the manager. */
export const storyHref = (machineId: string) => `./?path=/story/${storyIdOf(machineId)}`;

/** Play-function helpers over one explorer in the canvas. */
export function explorer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const svg = () => canvasElement.querySelector<SVGSVGElement>('svg.wf-svg');
  const node = (status: string) => svg()?.querySelector<SVGGElement>(`g.wf-node[data-status="${status}"]`) ?? null;
  const steps = () => canvasElement.querySelectorAll('.wf-journal li[data-kind="step"]');

  return {
    canvas,
    node,
    /** the diagram is laid out (ELK runs asynchronously; the first layout starts its Web Worker) */
    async ready() {
      await waitFor(() => expect(svg()).not.toBeNull(), { timeout: 15_000 });
    },
    /** the diagram rings `status` as the current one, and the panel shows it */
    async expectCurrent(status: string) {
      await waitFor(async () => {
        await expect(node(status)).toHaveAttribute('data-current', 'true');
        await expect(svg()!.querySelectorAll('g.wf-node[data-current="true"]')).toHaveLength(1);
        await expect(canvas.getByTestId('current-status')).toHaveAttribute('data-status', status);
      });
    },
    /** the number of steps on the path taken */
    async expectSteps(count: number) {
      await waitFor(() => expect(steps()).toHaveLength(count));
    },
    /** the edge between two statuses is drawn as taken */
    async expectTaken(from: string, to: string) {
      await waitFor(() => expect(svg()!.querySelector(`path[data-edge="${from}->${to}"]`)).toHaveAttribute('data-taken', 'true'));
    },
    /** click the send button of an accepted event */
    async send(event: string) {
      const card = canvasElement.querySelector<HTMLElement>(`.wf-event[data-event="${event}"]`);
      await expect(card).not.toBeNull();
      await userEvent.click(within(card!).getByRole('button', { name: new RegExp(`${event}$`) }));
    },
    /** replace an event's payload text */
    async payload(event: string, json: string) {
      const box = canvas.getByRole('textbox', { name: new RegExp(`\\b${event}\\b`) });
      await userEvent.clear(box);
      if (json) {
        await userEvent.click(box);
        await userEvent.paste(json);
      }
    },
    /** put the example back in an event's payload editor */
    async restoreExample(event: string) {
      const card = canvasElement.querySelector<HTMLElement>(`.wf-event[data-event="${event}"]`)!;
      await userEvent.click(within(card).getByRole('button', { name: /استعادة المثال|Restore example/ }));
    },
    /** try an event the current status does not accept, from the "other events" menu */
    async tryOther(event: string) {
      await userEvent.click(canvas.getByRole('button', { name: /أحداث أخرى|Other events/ }));
      await userEvent.click(await body.findByRole('menuitem', { name: new RegExp(`^${event}\\b`) }));
    },
    /** the refusal (or failure) shown for the last event */
    async expectRefusal(text: string, details: { status?: number; code?: string; field?: string } = {}) {
      const alert = await waitFor(async () => {
        const el = canvasElement.querySelector<HTMLElement>('.wf-outcome[role="alert"]');
        await expect(el).not.toBeNull();
        return el!;
      });
      await expect(within(alert).getByTestId('refusal-message')).toHaveTextContent(text);
      if (details.status) await expect(alert).toHaveTextContent(`HTTP ${details.status}`);
      if (details.code) await expect(alert).toHaveAttribute('data-code', details.code);
      if (details.field) await expect(alert).toHaveTextContent(details.field);
    },
    /** the last event went through */
    async expectMoved() {
      await waitFor(() => expect(canvasElement.querySelector('.wf-outcome[data-outcome="step"]')).not.toBeNull());
    },
  };
}
