/**
 * Every machine in `workflows` has its story in Storybook's "Workflows" section,
 * named with its English label, and the index links to it by the id Storybook gives it.
 */
import { describe, expect, it } from 'vitest';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describeLifecycle, workflows } from '../../../machines';
import * as stories from '../../../stories/workflows/Workflows.stories';
import { storyIdOf } from '../../../stories/workflows/support';

type Story = { name?: string; args?: { machineId?: string } };

describe('the Workflows stories', () => {
  const exported = Object.entries(stories).filter(([key]) => key !== 'default') as Array<[string, Story]>;

  it.each(Object.keys(workflows))('%s has its story, named with its English label', (id) => {
    const found = exported.filter(([key, story]) => key !== 'Index' && story.args?.machineId === id);
    expect(found, `no story in stories/workflows/Workflows.stories.tsx for ${id}`).toHaveLength(1);
    const [key, story] = found[0];
    expect(story.name).toBe(describeLifecycle(workflows[id as keyof typeof workflows]).meta.label.en);
    // the index links by this id: the export is the machine id in PascalCase
    expect(toId(stories.default.title, storyNameFromExport(key))).toBe(storyIdOf(id));
  });

  it('has no story for a machine that is not in workflows, and an index', () => {
    const ids = exported.filter(([key]) => key !== 'Index').map(([, s]) => s.args?.machineId);
    expect(ids.filter((id) => !(id! in workflows))).toEqual([]);
    expect(stories.Index).toBeDefined();
  });
});
