/**
 * A lifecycle's statechart drawn as SVG from ELK's layout (layout.ts): statuses
 * coloured by tone, final ones with a double border, the current one ringed;
 * edges labelled with their events, a shield before guarded ones; the steps of
 * the path taken drawn in the brand colour.
 *
 * Plain SVG rather than a flow library: ELK already routes the edges and places
 * their labels, so drawing its output as it is keeps the picture exactly as laid
 * out, in both directions, with nothing to re-route.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ElkPoint } from 'elkjs/lib/elk-api';
import type { Lang } from '../../../shared/label';
import { pick } from '../../../shared/label';
import { message } from '../../shared/i18n';
import { EXTRA_LINE, GUARD_MARK, LABEL_LINE, LABEL_PADDING, NODE_HEIGHT, type Diagram, type DiagramEdge, type DiagramNode } from './layout';

const ZOOM_MIN = 0.4;
const ZOOM_MAX = 1.6;
/** below this, "fit" would make the event labels unreadable (under 9px): scroll instead */
const FIT_FLOOR = 0.8;

/** An orthogonal route with its corners rounded. */
export function roundedPath(points: ElkPoint[], radius = 6): string {
  if (points.length === 0) return '';
  let d = `M ${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1], points[i], points[i + 1]];
    const r = Math.min(radius, Math.hypot(b.x - a.x, b.y - a.y) / 2, Math.hypot(c.x - b.x, c.y - b.y) / 2);
    const inX = b.x - Math.sign(b.x - a.x) * r;
    const inY = b.y - Math.sign(b.y - a.y) * r;
    const outX = b.x + Math.sign(c.x - b.x) * r;
    const outY = b.y + Math.sign(c.y - b.y) * r;
    d += ` L ${inX} ${inY} Q ${b.x} ${b.y} ${outX} ${outY}`;
  }
  const last = points[points.length - 1];
  return `${d} L ${last.x} ${last.y}`;
}

const SHIELD = 'M6 0 L12 2.4 V6.8 C12 10.4 9.6 12.9 6 14 C2.4 12.9 0 10.4 0 6.8 V2.4 Z';

/** The heat map drawn over the diagram: each status's shade (0 none … 5 most) and lines, each event's suffix. */
export interface DiagramHeat {
  nodes: ReadonlyMap<string, { level: number; lines: string[]; label: string }>;
  /** by `edgeId|EVENT`: what follows the event's name (e.g. "×12") */
  events: ReadonlyMap<string, string>;
}

export interface StatechartDiagramProps {
  diagram: Diagram;
  lang: Lang;
  name: string;
  current: string;
  /** ids of the edges on the path taken, and the events taken on each (`edgeId|EVENT`) */
  taken: Set<string>;
  takenEvents: Set<string>;
  /** the edge of the last step */
  lastEdge?: string;
  /** a status was chosen (the explorer puts the record there); without it the statuses are not buttons */
  onJump?: (status: string) => void;
  /** the heat map (the analysts' view) */
  heat?: DiagramHeat;
}

export function StatechartDiagram({ diagram, lang, name, current, taken, takenEvents, lastEdge, onJump, heat }: StatechartDiagramProps) {
  const { t } = useTranslation('workflows');
  const uid = useId().replace(/:/g, '');
  const scroller = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    setAvailable(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setAvailable(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const fitScale = available > 0 ? Math.min(1, Math.max(FIT_FLOOR, (available - 2) / diagram.width)) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;

  // keep the current status in sight when it moves (large lifecycles scroll)
  useEffect(() => {
    const node = scroller.current?.querySelector<SVGGElement>(`[data-status="${CSS.escape(current)}"]`);
    if (!node || !scroller.current) return;
    const box = node.getBoundingClientRect();
    const view = scroller.current.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right) scroller.current.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
  }, [current, scale]);

  // headless and overlay scrollbars hide that a large lifecycle goes on past the edge: say so
  const overflows = available > 0 && Math.round(diagram.width * scale) > available;

  const step = (factor: number) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(scale * factor * 100) / 100)));

  return (
    <div className="wf-diagram">
      <div className="wf-diagram-tools" role="toolbar" aria-label={t('diagram.label', { name })}>
        {overflows && (
          <span className="wf-scroll-hint" data-testid="diagram-overflows">
            <i className="pi pi-arrows-h" aria-hidden="true" /> {t('diagram.scroll')}
          </span>
        )}
        <Button type="button" icon="pi pi-search-minus" text rounded aria-label={t('diagram.zoomOut')} tooltip={t('diagram.zoomOut')} onClick={() => step(1 / 1.2)} disabled={scale <= ZOOM_MIN} />
        <span className="wf-zoom" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <Button type="button" icon="pi pi-search-plus" text rounded aria-label={t('diagram.zoomIn')} tooltip={t('diagram.zoomIn')} onClick={() => step(1.2)} disabled={scale >= ZOOM_MAX} />
        <Button type="button" label={t('diagram.fit')} text size="small" onClick={() => setZoom('fit')} aria-pressed={zoom === 'fit'} />
        <Button type="button" label={t('diagram.actual')} text size="small" onClick={() => setZoom(1)} aria-pressed={zoom === 1} />
      </div>
      {/* a diagram of pictures only (no status to press) is focusable itself, so a keyboard scrolls a wide one */}
      <div className="wf-diagram-scroll" ref={scroller} {...(onJump ? {} : { tabIndex: 0, role: 'region', 'aria-label': t('diagram.label', { name }) })}>
        <svg
          className="wf-svg"
          viewBox={`0 0 ${diagram.width} ${diagram.height}`}
          width={Math.round(diagram.width * scale)}
          height={Math.round(diagram.height * scale)}
          role="group"
          aria-label={t('diagram.label', { name })}
          data-direction={diagram.direction}
        >
          <defs>
            <marker id={`${uid}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="wf-arrow" />
            </marker>
            <marker id={`${uid}-arrow-available`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="wf-arrow available" />
            </marker>
            <marker id={`${uid}-arrow-taken`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="wf-arrow taken" />
            </marker>
            <filter id={`${uid}-glow`} x="-20%" y="-30%" width="140%" height="160%">
              <feDropShadow dx="0" dy="2" stdDeviation="3" floodColor="#0b6b53" floodOpacity="0.35" />
            </filter>
          </defs>
          <g className="wf-edges">
            {diagram.edges.map((edge) => {
              const state = taken.has(edge.id) ? 'taken' : edge.from === current ? 'available' : 'idle';
              return (
                <path
                  key={edge.id}
                  d={roundedPath(edge.points)}
                  className={`wf-edge ${state}${edge.id === lastEdge ? ' last' : ''}`}
                  markerEnd={`url(#${uid}-arrow${state === 'idle' ? '' : `-${state}`})`}
                  data-edge={edge.id}
                  data-taken={taken.has(edge.id) ? 'true' : undefined}
                />
              );
            })}
          </g>
          <g className="wf-labels">
            {diagram.edges.map((edge) =>
              edge.label ? <EdgeLabel key={edge.id} edge={edge} lang={lang} current={current} taken={taken.has(edge.id)} takenEvents={takenEvents} suffixes={heat?.events} /> : null,
            )}
          </g>
          <g className="wf-nodes">
            {diagram.nodes.map((node) =>
              node.kind === 'initial' ? (
                <circle key={node.id} className="wf-initial" cx={node.x + node.width / 2} cy={node.y + node.height / 2} r={node.width / 2} aria-hidden="true" />
              ) : (
                <StatusNode key={node.id} node={node} lang={lang} current={node.id === current} glow={`url(#${uid}-glow)`} onJump={onJump} heat={heat?.nodes.get(node.id)} />
              ),
            )}
          </g>
        </svg>
      </div>
    </div>
  );
}

function EdgeLabel({
  edge,
  lang,
  current,
  taken,
  takenEvents,
  suffixes,
}: {
  edge: DiagramEdge;
  lang: Lang;
  current: string;
  taken: boolean;
  takenEvents: Set<string>;
  suffixes?: ReadonlyMap<string, string> | undefined;
}) {
  const label = edge.label!;
  const rtl = lang === 'ar';
  const title = edge.events
    .map((e) =>
      e.transitions
        .map((tr) => {
          const refusals = (tr.guardRefusals ?? []).map((r) => message(r.message)).join(' / ');
          return `${e.event} — ${pick(tr.meta.label, lang)}${tr.guard ? ` [${tr.guard}${refusals ? `: ${refusals}` : ''}]` : ''}`;
        })
        .join('\n'),
    )
    .join('\n');
  return (
    <g className={`wf-label${taken ? ' taken' : ''}${edge.from === current ? ' available' : ''}`} data-edge-label={edge.id}>
      <title>{title}</title>
      <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={6} className="wf-label-box" />
      {edge.events.map((e, i) => {
        const cy = label.y + LABEL_PADDING / 2 + LABEL_LINE * (i + 0.5);
        const start = rtl ? label.x + label.width - LABEL_PADDING : label.x + LABEL_PADDING;
        const textX = e.guarded ? (rtl ? start - GUARD_MARK : start + GUARD_MARK) : start;
        const wasTaken = takenEvents.has(`${edge.id}|${e.event}`);
        return (
          <g key={e.event} className={`wf-label-line${wasTaken ? ' taken' : ''}`} data-event={e.event}>
            {e.guarded && <path d={SHIELD} className="wf-guard" transform={`translate(${rtl ? start - 12 : start} ${cy - 7})`} />}
            <text x={textX} y={cy} direction="ltr" textAnchor={rtl ? 'end' : 'start'} dominantBaseline="central" className="wf-label-text">
              {e.event}
              {suffixes?.get(`${edge.id}|${e.event}`) ?? ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function StatusNode({
  node,
  lang,
  current,
  glow,
  onJump,
  heat,
}: {
  node: DiagramNode;
  lang: Lang;
  current: boolean;
  glow: string;
  onJump?: ((status: string) => void) | undefined;
  heat?: { level: number; lines: string[]; label: string } | undefined;
}) {
  const { t } = useTranslation('workflows');
  const state = node.state!;
  const label = state.meta?.label ? pick(state.meta.label, lang) : state.key;
  const tone = state.meta?.tone ?? 'info';
  const heatClass = heat ? ` heat heat-${heat.level}` : '';
  if (!onJump) {
    // a picture, not a control: the replay and the heat map say what it shows
    const name = heat ? heat.label : t(current ? 'diagram.nodeCurrent' : 'diagram.nodeStatus', { label, key: state.key });
    return (
      <g
        className={`wf-node static tone-${tone}${state.final ? ' final' : ''}${current ? ' current' : ''}${heatClass}`}
        transform={`translate(${node.x} ${node.y})`}
        role="img"
        aria-label={name}
        data-status={state.key}
        data-current={current ? 'true' : 'false'}
        data-heat={heat ? heat.level : undefined}
      >
        <title>{name}</title>
        <NodeBody node={node} lang={lang} label={label} current={current} glow={glow} final={state.final} stateKey={state.key} lines={heat?.lines} />
      </g>
    );
  }
  const activate = () => {
    if (!current) onJump(state.key);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  return (
    <g
      className={`wf-node tone-${tone}${state.final ? ' final' : ''}${current ? ' current' : ''}`}
      transform={`translate(${node.x} ${node.y})`}
      role="button"
      tabIndex={0}
      aria-label={t(current ? 'diagram.nodeCurrent' : 'diagram.nodeJump', { label, key: state.key })}
      aria-current={current ? 'step' : undefined}
      aria-disabled={current ? 'true' : undefined}
      data-status={state.key}
      data-current={current ? 'true' : 'false'}
      onClick={activate}
      onKeyDown={onKey}
    >
      <title>{t(current ? 'diagram.nodeCurrent' : 'diagram.nodeJump', { label, key: state.key })}</title>
      <NodeBody node={node} lang={lang} label={label} current={current} glow={glow} final={state.final} stateKey={state.key} />
    </g>
  );
}

function NodeBody({
  node,
  lang,
  label,
  current,
  glow,
  final,
  stateKey,
  lines = [],
}: {
  node: DiagramNode;
  lang: Lang;
  label: string;
  current: boolean;
  glow: string;
  final: boolean;
  stateKey: string;
  lines?: string[] | undefined;
}) {
  return (
    <>
      {current && <rect x={-5} y={-5} width={node.width + 10} height={node.height + 10} rx={16} className="wf-node-ring" />}
      <rect width={node.width} height={node.height} rx={12} className="wf-node-box" filter={current ? glow : undefined} />
      {final && <rect x={4} y={4} width={node.width - 8} height={node.height - 8} rx={9} className="wf-node-inner" />}
      {current && <circle cx={lang === 'ar' ? node.width - 12 : 12} cy={12} r={4.5} className="wf-node-pin" />}
      <text x={node.width / 2} y={24} textAnchor="middle" dominantBaseline="central" direction={lang === 'ar' ? 'rtl' : 'ltr'} className="wf-node-label">
        {label}
      </text>
      <text x={node.width / 2} y={42} textAnchor="middle" dominantBaseline="central" direction="ltr" className="wf-node-key">
        {stateKey}
      </text>
      {lines.map((line, i) => (
        <text
          key={i}
          x={node.width / 2}
          y={NODE_HEIGHT - 6 + EXTRA_LINE * (i + 0.5)}
          textAnchor="middle"
          dominantBaseline="central"
          direction={lang === 'ar' ? 'rtl' : 'ltr'}
          className={`wf-node-heat${i === 0 ? ' strong' : ''}`}
        >
          {line}
        </text>
      ))}
    </>
  );
}
