/**
 * The statechart of a lifecycle as a laid-out diagram: ELK's layered algorithm
 * places the statuses and routes the edges (orthogonally, labels included), and
 * the explorer draws exactly what ELK computed. Nothing here is drawn by hand:
 * nodes and edges come from `describeLifecycle(machine)`.
 *
 * Edges are grouped by (from, to): one edge per pair of statuses, labelled with
 * every event that goes that way. A large lifecycle (the order: 60 transitions)
 * stays readable that way, and a self-loop with four events is one loop.
 *
 * Arabic reads right to left, so the flow does too: direction LEFT puts the
 * initial status on the right; English uses RIGHT.
 *
 * ELK is large (about 400 kB gzip): in a browser it runs in a Web Worker loaded
 * from its own file (elk-worker.min.js, fetched the first time a diagram is laid
 * out, off the main thread and outside every screen's bundle); where there is no
 * Worker (the component tests in jsdom) the bundled build runs on the main thread.
 */
import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { LifecycleInfo, StateInfo, TransitionInfo } from '../../../machines/core/describe';
import type { Lang } from '../../../shared/label';

/** The id of the initial pseudo-state (the filled dot the first status starts from). */
export const INITIAL_NODE = '__initial';

export const NODE_HEIGHT = 58;
export const NODE_MIN_WIDTH = 128;
export const NODE_PADDING = 22;
export const INITIAL_SIZE = 18;
export const LABEL_LINE = 20;
export const LABEL_PADDING = 8;
/** room for the guard marker drawn before a guarded event's name */
export const GUARD_MARK = 16;

/** Fonts the diagram draws with; the measurements use the same ones. */
export const FONTS = {
  status: '600 14px "IBM Plex Sans Arabic", system-ui, sans-serif',
  key: '400 11px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
  event: '600 11.5px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
} as const;

/** Measures a text's width in pixels in one of the diagram's fonts. */
export type Measure = (text: string, font: string) => number;

/** One event on an edge: the event name and the transitions (one per guard alternative) it stands for. */
export interface EdgeEvent {
  event: string;
  guarded: boolean;
  transitions: TransitionInfo[];
}

export interface DiagramNode {
  id: string;
  kind: 'status' | 'initial';
  x: number;
  y: number;
  width: number;
  height: number;
  state?: StateInfo;
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  events: EdgeEvent[];
  /** the route: start, bend points, end */
  points: ElkPoint[];
  label?: { x: number; y: number; width: number; height: number };
}

export interface Diagram {
  width: number;
  height: number;
  direction: 'RIGHT' | 'LEFT';
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** The id of the edge between two statuses (each pair has at most one). */
export const edgeId = (from: string, to: string) => `${from}->${to}`;

/** Transitions grouped by (from, to), in the machine's order; each event listed once per group. */
export function groupEdges(info: LifecycleInfo): Array<Pick<DiagramEdge, 'id' | 'from' | 'to' | 'events'>> {
  const groups = new Map<string, Pick<DiagramEdge, 'id' | 'from' | 'to' | 'events'>>();
  for (const state of info.states) {
    for (const t of state.transitions) {
      const id = edgeId(t.from, t.to);
      let group = groups.get(id);
      if (!group) {
        group = { id, from: t.from, to: t.to, events: [] };
        groups.set(id, group);
      }
      const existing = group.events.find((e) => e.event === t.event);
      if (existing) {
        existing.transitions.push(t);
        existing.guarded ||= !!t.guard;
      } else {
        group.events.push({ event: t.event, guarded: !!t.guard, transitions: [t] });
      }
    }
  }
  return [...groups.values()];
}

/** A rough width when no canvas is at hand (tests in jsdom): average glyph widths of each font. */
export const estimate: Measure = (text, font) => text.length * (font === FONTS.status ? 8.2 : font === FONTS.key ? 6.8 : 7.2);

/** Text widths from a canvas, in the fonts the SVG uses. */
export function canvasMeasure(): Measure {
  const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  if (!ctx) return estimate;
  return (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}

/** Lines a view draws under a status's key (the heat map's figures), one line each, in FONTS.key. */
export const EXTRA_LINE = 17;

export interface LayoutOptions {
  /** more lines inside each status (measured for its width; each adds EXTRA_LINE to its height) */
  nodeLines?: (state: StateInfo) => string[];
  /** what follows an event's name on its edge (e.g. "×12"), measured into the label's width */
  eventSuffix?: (from: string, to: string, event: string) => string;
}

export function nodeWidth(state: StateInfo, lang: Lang, measure: Measure, lines: string[] = []): number {
  const label = state.meta?.label?.[lang] ?? state.key;
  const text = Math.max(measure(label, FONTS.status), measure(state.key, FONTS.key), ...lines.map((l) => measure(l, FONTS.key)));
  // final statuses draw a second (inner) border
  return Math.ceil(Math.max(NODE_MIN_WIDTH, text + NODE_PADDING * 2 + (state.final ? 8 : 0)));
}

export function labelSize(events: EdgeEvent[], measure: Measure, suffix: (event: string) => string = () => ''): { width: number; height: number } {
  const widest = Math.max(...events.map((e) => measure(`${e.event}${suffix(e.event)}`, FONTS.event) + (e.guarded ? GUARD_MARK : 0)));
  return { width: Math.ceil(widest + LABEL_PADDING * 2), height: events.length * LABEL_LINE + LABEL_PADDING };
}

let engine: Promise<ELK> | undefined;

/** Where there is no Web Worker (the component tests' jsdom, Node): ELK's bundled build, named so no bundle includes it. */
const BUNDLED = 'elkjs/lib/elk.bundled.js';

/** ELK, made once: in a Web Worker wherever there is one (the app, Storybook), else on the main thread. */
function elk(): Promise<ELK> {
  engine ??= (async () => {
    if (typeof Worker !== 'undefined') {
      const [{ default: Elk }, { default: workerUrl }] = await Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]);
      return new Elk({ workerUrl });
    }
    const { default: Elk } = (await import(/* @vite-ignore */ BUNDLED)) as { default: new () => ELK };
    return new Elk();
  })();
  // a failed start (the worker's file did not load) may be tried again
  engine.catch(() => (engine = undefined));
  return engine;
}

/** Start ELK (its worker's file and start-up) before the first layout is asked for, e.g. while the figures load. */
export function prepareLayout(): void {
  void elk().catch(() => undefined);
}

/** Lay a lifecycle out. Pure apart from ELK's own computation; the same input gives the same diagram. */
export async function layoutLifecycle(info: LifecycleInfo, lang: Lang, measure: Measure = estimate, options: LayoutOptions = {}): Promise<Diagram> {
  const direction = lang === 'ar' ? 'LEFT' : 'RIGHT';
  const groups = groupEdges(info);
  const linesOf = (s: StateInfo) => options.nodeLines?.(s) ?? [];
  const children: ElkNode[] = [
    { id: INITIAL_NODE, width: INITIAL_SIZE, height: INITIAL_SIZE },
    ...info.states.map((s) => ({ id: s.key, width: nodeWidth(s, lang, measure, linesOf(s)), height: NODE_HEIGHT + linesOf(s).length * EXTRA_LINE })),
  ];
  const edges: ElkExtendedEdge[] = [
    { id: edgeId(INITIAL_NODE, info.initial), sources: [INITIAL_NODE], targets: [info.initial] },
    ...groups.map((g) => ({
      id: g.id,
      sources: [g.from],
      targets: [g.to],
      labels: [{ id: `${g.id}#label`, text: g.events.map((e) => e.event).join('\n'), ...labelSize(g.events, measure, (event) => options.eventSuffix?.(g.from, g.to, event) ?? '') }],
    })),
  ];
  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=20,left=20,bottom=20,right=20]',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.edgeLabels.placement': 'CENTER',
      // keep the machine's order of statuses and events where the layout allows: the diagram reads like the definition
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
      // layers follow the distance from the initial status (a breadth-first walk), so an edge
      // back to a status reached earlier is the one drawn backwards: the flow reads from the start
      'elk.layered.cycleBreaking.strategy': 'BFS_NODE_ORDER',
    },
    children,
    edges,
  };
  const graph = await (await elk()).layout(root);
  const byKey = new Map(info.states.map((s) => [s.key, s]));
  const nodes: DiagramNode[] = (graph.children ?? []).map((n) => ({
    id: n.id,
    kind: n.id === INITIAL_NODE ? 'initial' : 'status',
    x: n.x ?? 0,
    y: n.y ?? 0,
    width: n.width ?? 0,
    height: n.height ?? 0,
    ...(byKey.has(n.id) ? { state: byKey.get(n.id) } : {}),
  }));
  const groupOf = new Map(groups.map((g) => [g.id, g]));
  const laid: DiagramEdge[] = (graph.edges ?? []).map((e) => {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const group = groupOf.get(e.id);
    const l = e.labels?.[0];
    return {
      id: e.id,
      from: e.sources[0],
      to: e.targets[0],
      events: group?.events ?? [],
      points,
      ...(l ? { label: { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } } : {}),
    };
  });
  return { width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), direction, nodes, edges: laid };
}
