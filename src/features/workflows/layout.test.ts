import { describe, expect, it } from 'vitest';
import { describeLifecycle, userAccountMachine, workflows } from '../../../machines';
import { edgeId, groupEdges, INITIAL_NODE, layoutLifecycle, type DiagramNode } from './layout';
import { roundedPath } from './StatechartDiagram';

const overlap = (a: DiagramNode, b: DiagramNode) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the statechart layout', () => {
  it('draws one edge per pair of statuses, listing each event once', () => {
    const groups = groupEdges(describeLifecycle(userAccountMachine));
    const byId = new Map(groups.map((g) => [g.id, g]));
    expect(byId.get(edgeId('pending', 'active'))!.events.map((e) => [e.event, e.guarded])).toEqual([['ACTIVATE', true]]);
    expect(byId.get(edgeId('pending', 'pending'))!.events.map((e) => e.event)).toEqual(['UPDATE_FORMS']);
    expect(byId.get(edgeId('active', 'disabled'))!.events[0].guarded).toBe(false);
    expect(groups).toHaveLength(9);
  });

  it('keeps guard alternatives of one event on their own edges (clearance VOTE)', () => {
    const groups = groupEdges(describeLifecycle(workflows.clearance));
    expect(
      groups
        .filter((g) => g.from === 'pending')
        .map((g) => g.to)
        .sort(),
    ).toEqual(['accept', 'reject']);
  });

  it('flows right to left under Arabic and left to right under English', async () => {
    const info = describeLifecycle(userAccountMachine);
    const ar = await layoutLifecycle(info, 'ar');
    const en = await layoutLifecycle(info, 'en');
    const x = (d: typeof ar, id: string) => d.nodes.find((n) => n.id === id)!.x;
    expect(ar.direction).toBe('LEFT');
    expect(en.direction).toBe('RIGHT');
    expect(x(ar, INITIAL_NODE)).toBeGreaterThan(x(ar, 'pending'));
    expect(x(ar, 'pending')).toBeGreaterThan(x(ar, 'active'));
    expect(x(en, INITIAL_NODE)).toBeLessThan(x(en, 'pending'));
    expect(x(en, 'pending')).toBeLessThan(x(en, 'active'));
  });

  it.each(Object.keys(workflows))('lays %s out: every status placed apart, every edge routed and labelled inside the drawing', async (id) => {
    const info = describeLifecycle(workflows[id as keyof typeof workflows]);
    const d = await layoutLifecycle(info, 'ar');
    const statuses = d.nodes.filter((n) => n.kind === 'status');
    expect(statuses.map((n) => n.id).sort()).toEqual(info.states.map((s) => s.key).sort());
    for (let i = 0; i < statuses.length; i++) for (let j = i + 1; j < statuses.length; j++) expect(overlap(statuses[i], statuses[j]), `${statuses[i].id} / ${statuses[j].id}`).toBe(false);
    expect(d.edges).toHaveLength(groupEdges(info).length + 1);
    for (const e of d.edges) {
      expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
      for (const p of e.points) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(d.width);
      }
      if (e.from !== INITIAL_NODE) {
        expect(e.label, e.id).toBeDefined();
        expect(e.label!.x + e.label!.width).toBeLessThanOrEqual(d.width);
        expect(e.label!.y + e.label!.height).toBeLessThanOrEqual(d.height);
      }
    }
  });

  it('rounds the corners of an orthogonal route', () => {
    expect(roundedPath([])).toBe('');
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toBe('M 0 0 L 10 0');
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 20, y: 0 },
        { x: 20, y: 20 },
      ]),
    ).toBe('M 0 0 L 14 0 Q 20 0 20 6 L 20 20');
  });
});
