/**
 * The generated workflow docs say what the machines say: one page per machine in
 * `workflows` with every status and every transition in its diagram and table,
 * the same output on every run, and the README indexing every machine.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../machines';
import { describeLifecycle } from '../../machines/core/describe';
import { render } from '../../scripts/gen-workflows';

const machines = Object.entries(workflows) as Array<[string, AnyStateMachine]>;

describe('docs/workflows', async () => {
  const pages = await render();

  it('is the same on every run', async () => {
    const again = await render();
    expect([...again.entries()]).toEqual([...pages.entries()]);
  });

  it('has one page per machine and an index that links each', () => {
    expect([...pages.keys()].sort()).toEqual([...machines.map(([id]) => `${id}.md`), 'README.md'].sort());
    const index = pages.get('README.md')!;
    for (const [id] of machines) expect(index).toContain(`](${id}.md) \`${id}\``);
  });

  it.each(machines)('%s: draws and tabulates every status and transition', (id, machine) => {
    const page = pages.get(`${id}.md`)!;
    const info = describeLifecycle(machine);
    const mermaid = /```mermaid\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    expect(mermaid).toContain(`[*] --> ${info.initial}`);
    for (const s of info.states) {
      expect(mermaid).toMatch(new RegExp(`as ${s.key}_?\\n`));
      expect(page).toContain(`| \`${s.key}\``);
      if (s.final) expect(mermaid).toMatch(new RegExp(`\\n  ${s.key}_? --> \\[\\*\\]`));
      for (const t of s.transitions) {
        expect(mermaid).toMatch(new RegExp(`\\n  ${t.from}_? --> ${t.to}_? : ${t.event}${t.guard ? ` \\[${t.guard}\\]` : ''}\\n`));
        expect(page).toContain(`| \`${t.from}\` | \`${t.event}\` ${t.meta.label.en}`);
      }
    }
  });
});
