/**
 * The interactive statechart of one lifecycle machine, for analysts and QA
 * (GitHub issue 3): the diagram laid out automatically (right to left under
 * Arabic), and beside it the current status, the events it accepts as buttons
 * (with who may send them, the spec lines, a payload editor prefilled with the
 * transition's example), the other events to try for their refusal, undo, reset
 * and "fail the next call"; below, the path taken.
 *
 * Everything runs through the machine itself (explorer.ts): the same guards and
 * refusals the server and the screens use, with actors that answer at once.
 * Reusable: a later in-app analyst view can mount it with any machine.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { Tag } from 'primereact/tag';
import { describeLifecycle, type LifecycleInfo, type TransitionInfo } from '../../../machines/core/describe';
import { viewRefusal, type LifecycleEvent } from '../../../machines/core/runtime';
import type { Refusal, StateMeta } from '../../../machines/core/types';
import { pick, type Lang } from '../../../shared/label';
import { message } from '../../shared/i18n';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { EventCard } from './EventCard';
import { PathList } from './PathList';
import { SpecLines } from './SpecLines';
import { StatechartDiagram } from './StatechartDiagram';
import {
  createExplorer,
  currentStatus,
  FAILURES,
  jumpTo,
  parsePayload,
  pathSteps,
  recordContext,
  sendEvent,
  undoLast,
  withContext,
  type Entry,
  type ExplorerState,
  type FailureKind,
} from './explorer';
import { canvasMeasure, edgeId, FONTS, layoutLifecycle, type Diagram } from './layout';
import { langOf, statusLabel } from './labels';
import './workflows.css';

export interface WorkflowExplorerProps {
  machine: AnyStateMachine;
  /** the status to start in (default: the machine's initial status) */
  status?: string;
  /** the machine's input, as a runtime restores a record with it (e.g. an order's `facts`) */
  input?: Record<string, unknown>;
}

/** Remounts on a new machine or start, so nothing of another exploration carries over. */
export function WorkflowExplorer(props: WorkflowExplorerProps) {
  return <Explorer key={`${props.machine.id}|${props.status ?? ''}|${JSON.stringify(props.input ?? {})}`} {...props} />;
}

/** Wait (briefly) for the diagram's font so the measured widths are the drawn ones. */
async function fontsReady(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  await Promise.race([document.fonts.load(FONTS.status, 'أبجد abc'), new Promise((r) => setTimeout(r, 1500))]).catch(() => undefined);
}

function Explorer({ machine, status, input }: WorkflowExplorerProps) {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const info = describeLifecycle(machine);
  const [state, setState] = useState<ExplorerState>(() => createExplorer(machine, { status, input }));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Entry | null>(null);
  /** payload editors' texts by event, for the current status only */
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [failKind, setFailKind] = useState<FailureKind>('stale');
  /** the laid-out diagram for a language (a new language lays it out again), or the failure to */
  const [layout, setLayout] = useState<{ lang: Lang; diagram?: Diagram; failed?: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    fontsReady()
      .then(() => layoutLifecycle(info, lang, canvasMeasure()))
      .then((diagram) => live && setLayout({ lang, diagram }))
      .catch(() => live && setLayout({ lang, failed: true }));
    return () => {
      live = false;
    };
  }, [info, lang]);
  const diagram = layout?.lang === lang ? layout.diagram : undefined;
  const layoutFailed = layout?.lang === lang && !!layout.failed;

  const current = currentStatus(state);
  const steps = pathSteps(state);
  const taken = useMemo(() => new Set(steps.map((s) => edgeId(s.from, s.to))), [steps]);
  const takenEvents = useMemo(() => new Set(steps.map((s) => `${edgeId(s.from, s.to)}|${s.event}`)), [steps]);
  const lastStep = steps[steps.length - 1];
  const name = pick(info.meta.label, lang);

  const apply = (next: ExplorerState, entry: Entry | null) => {
    const moved = currentStatus(next) !== current;
    setState(next);
    setOutcome(entry);
    if (moved || entry === null) setTexts({});
  };

  const send = async (event: LifecycleEvent) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await sendEvent(machine, state, event);
      apply(result.state, result.entry);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => apply(createExplorer(machine, { status, input }), null);
  const undo = () => apply(undoLast(state), null);
  const jump = (to: string) => apply(jumpTo(machine, state, to), null);
  const setFail = (on: boolean, kind = failKind) => setState((s) => ({ ...s, failNext: on ? kind : null }));

  return (
    <div className="wf-explorer" data-machine={machine.id} data-lang={lang}>
      <Header info={info} lang={lang} />
      <section className="wf-card wf-diagram-card" aria-label={t('diagram.label', { name })}>
        {diagram ? (
          <StatechartDiagram
            diagram={diagram}
            lang={lang}
            name={name}
            current={current}
            taken={taken}
            takenEvents={takenEvents}
            lastEdge={lastStep ? edgeId(lastStep.from, lastStep.to) : undefined}
            onJump={jump}
          />
        ) : layoutFailed ? (
          <p className="wf-empty" role="alert">
            {t('diagram.failed')}
          </p>
        ) : (
          <p className="wf-empty" aria-busy="true">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('diagram.loading')}
          </p>
        )}
        <Legend />
      </section>
      {/* the diagram takes the whole width (lifecycles are wide); the panel and the path sit under it */}
      <div className="wf-layout">
        <div className="wf-column" aria-label={t('panel.current')} role="region">
          <StatusSection machine={machine} info={info} lang={lang} status={current} />
          <Outcome machine={machine} lang={lang} entry={outcome} />
          <AcceptedEvents
            machine={machine}
            info={info}
            lang={lang}
            status={current}
            busy={busy}
            texts={texts}
            setText={(event, text) =>
              setTexts((all) => {
                const next = { ...all };
                if (text === undefined) delete next[event];
                else next[event] = text;
                return next;
              })
            }
            lastRefusal={outcome?.kind === 'refused' && outcome.status === current ? outcome : undefined}
            onSend={(event, payload) => void send({ ...payload, type: event })}
          />
          <OtherEvents info={info} lang={lang} status={current} busy={busy} onTry={(event) => void send({ type: event })} />
        </div>
        <div className="wf-column">
          <Controls
            canUndo={state.undo.length > 0}
            canReset={state.journal.length > 0}
            onUndo={undo}
            onReset={reset}
            failNext={state.failNext}
            failKind={failKind}
            onFail={(on) => setFail(on)}
            onFailKind={(k) => {
              setFailKind(k);
              if (state.failNext) setFail(true, k);
            }}
          />
          <PathList machine={machine} lang={lang} journal={state.journal} />
          <ContextEditor state={state} onApply={(ctx) => apply(withContext(machine, state, ctx), null)} />
        </div>
      </div>
    </div>
  );
}

function Header({ info, lang }: { info: LifecycleInfo; lang: Lang }) {
  const { t } = useTranslation('workflows');
  const parties = Object.entries(info.meta.parties ?? {});
  return (
    <header className="wf-header">
      <p className="wf-eyebrow">{t('explorer.title')}</p>
      <h1>
        {pick(info.meta.label, lang)} <code className="wf-code wf-id">{info.id}</code>
      </h1>
      <p className="muted">{t('explorer.subtitle')}</p>
      <details className="wf-details">
        <summary>{t('explorer.spec')}</summary>
        <SpecLines lines={info.meta.spec} />
        {info.meta.statuses && (
          <p>
            <strong>{t('explorer.statuses')}:</strong> <bdi>{info.meta.statuses}</bdi>
          </p>
        )}
        {parties.length > 0 && (
          <>
            <strong>{t('explorer.parties')}:</strong>
            <ul className="wf-spec">
              {parties.map(([key, label]) => (
                <li key={key}>
                  <code className="wf-code">{key}</code> {pick(label, lang)}
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </header>
  );
}

function Legend() {
  const { t } = useTranslation('workflows');
  const tones = ['info', 'success', 'warning', 'danger'] as const;
  return (
    <div className="wf-legend" aria-label={t('diagram.legend.title')}>
      {tones.map((tone) => (
        <span key={tone} className="wf-legend-item">
          <span className={`wf-swatch tone-${tone}`} aria-hidden="true" />
          {t(`tone.${tone}`)}
        </span>
      ))}
      <span className="wf-legend-item">
        <span className="wf-swatch initial" aria-hidden="true" />
        {t('diagram.legend.initial')}
      </span>
      <span className="wf-legend-item">
        <span className="wf-swatch final" aria-hidden="true" />
        {t('diagram.legend.final')}
      </span>
      <span className="wf-legend-item">
        <span className="wf-swatch current" aria-hidden="true" />
        {t('diagram.legend.current')}
      </span>
      <span className="wf-legend-item">
        <span className="wf-line available" aria-hidden="true" />
        {t('diagram.legend.available')}
      </span>
      <span className="wf-legend-item">
        <span className="wf-line taken" aria-hidden="true" />
        {t('diagram.legend.taken')}
      </span>
      <span className="wf-legend-item">
        <svg className="wf-shield" viewBox="0 0 12 14" aria-hidden="true">
          <path d="M6 0 L12 2.4 V6.8 C12 10.4 9.6 12.9 6 14 C2.4 12.9 0 10.4 0 6.8 V2.4 Z" />
        </svg>
        {t('diagram.legend.guard')}
      </span>
      <span className="wf-legend-hint muted">{t('diagram.hint')}</span>
    </div>
  );
}

function StatusSection({ machine, info, lang, status }: { machine: AnyStateMachine; info: LifecycleInfo; lang: Lang; status: string }) {
  const { t } = useTranslation('workflows');
  const state = info.states.find((s) => s.key === status)!;
  const meta = state.meta as StateMeta;
  const noView = viewRefusal(machine, status);
  return (
    <section className="wf-card wf-status" aria-live="polite" data-testid="current-status" data-status={status}>
      <h2>{t('panel.current')}</h2>
      <div className="wf-status-line">
        <StatusBadge machine={machine} status={status} />
        <code className="wf-code">{status}</code>
        <Tag className={`wf-tone tone-${meta.tone}`} value={t(`tone.${meta.tone}`)} />
      </div>
      {meta.description && <p className="wf-description">{pick(meta.description, lang)}</p>}
      {state.final && (
        <p className="wf-note">
          <i className="pi pi-flag" aria-hidden="true" /> {t('panel.final')}
        </p>
      )}
      {noView && (
        <p className="wf-note warn">
          <i className="pi pi-eye-slash" aria-hidden="true" /> {t('panel.noView', { message: message(noView.message) })}
        </p>
      )}
    </section>
  );
}

function Outcome({ machine, lang, entry }: { machine: AnyStateMachine; lang: Lang; entry: Entry | null }) {
  const { t } = useTranslation('workflows');
  if (!entry || entry.kind === 'jump' || entry.kind === 'context') return <div className="wf-outcome-slot" role="status" aria-live="polite" />;
  if (entry.kind === 'step') {
    const same = entry.from === entry.to;
    return (
      <div className="wf-outcome-slot" role="status" aria-live="polite">
        <p className="wf-outcome success" data-outcome="step">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <span>{t(same ? 'outcome.stay' : 'outcome.step', { event: entry.event, from: statusLabel(machine, entry.from, lang), to: statusLabel(machine, entry.to, lang) })}</span>
        </p>
      </div>
    );
  }
  const r = entry.kind === 'refused' ? entry.refusal : entry.failure;
  const warning = entry.kind === 'refused' && entry.refusal.code === '104';
  return (
    <div className="wf-outcome-slot">
      <div className={`wf-outcome ${warning ? 'warning' : 'error'}`} role="alert" data-outcome={entry.kind} data-code={r.code}>
        <i className={`pi ${warning ? 'pi-exclamation-triangle' : 'pi-times-circle'}`} aria-hidden="true" />
        <div>
          <p className="wf-outcome-title">{t(entry.kind === 'refused' ? 'outcome.refused' : 'outcome.failed', { event: entry.event, status: statusLabel(machine, entry.status, lang) })}</p>
          <p className="wf-outcome-message" data-testid="refusal-message">
            {message(r.message)}
          </p>
          <p className="wf-outcome-meta">
            <span>{t('outcome.http', { status: r.status })}</span>
            {r.code && <span>{t('outcome.code', { code: r.code })}</span>}
            {'field' in r && r.field && <span>{t('outcome.field', { field: r.field })}</span>}
          </p>
          {warning && <p className="wf-outcome-meta">{t('outcome.warning')}</p>}
        </div>
      </div>
    </div>
  );
}

function Controls(props: {
  canUndo: boolean;
  canReset: boolean;
  onUndo: () => void;
  onReset: () => void;
  failNext: FailureKind | null;
  failKind: FailureKind;
  onFail: (on: boolean) => void;
  onFailKind: (kind: FailureKind) => void;
}) {
  const { t } = useTranslation('workflows');
  const uid = useId();
  const kinds = (Object.keys(FAILURES) as FailureKind[]).map((k) => ({ value: k, label: t(`panel.failures.${k}`) }));
  return (
    <section className="wf-card wf-controls" aria-label={t('panel.controls')}>
      <div className="wf-buttons">
        <Button type="button" icon="pi pi-undo" label={t('panel.undo')} outlined size="small" onClick={props.onUndo} disabled={!props.canUndo} />
        <Button type="button" icon="pi pi-refresh" label={t('panel.reset')} outlined severity="secondary" size="small" onClick={props.onReset} disabled={!props.canReset} />
      </div>
      <div className="wf-fail">
        <InputSwitch inputId={`${uid}-fail`} checked={props.failNext !== null} onChange={(e) => props.onFail(!!e.value)} aria-describedby={`${uid}-fail-hint`} />
        <label htmlFor={`${uid}-fail`}>{t('panel.failNext')}</label>
      </div>
      <Dropdown
        inputId={`${uid}-kind`}
        value={props.failKind}
        options={kinds}
        onChange={(e) => props.onFailKind(e.value as FailureKind)}
        className="wf-fail-kind"
        aria-label={t('panel.failKind')}
        disabled={props.failNext === null}
      />
      <small id={`${uid}-fail-hint`} className="wf-small">
        {t('panel.failNextHint')}
      </small>
    </section>
  );
}

function AcceptedEvents(props: {
  machine: AnyStateMachine;
  info: LifecycleInfo;
  lang: Lang;
  status: string;
  busy: boolean;
  texts: Record<string, string>;
  setText: (event: string, text: string | undefined) => void;
  lastRefusal?: Extract<Entry, { kind: 'refused' }>;
  onSend: (event: string, payload: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('workflows');
  const titleId = useId();
  const state = props.info.states.find((s) => s.key === props.status)!;
  const byEvent = new Map<string, TransitionInfo[]>();
  for (const tr of state.transitions) byEvent.set(tr.event, [...(byEvent.get(tr.event) ?? []), tr]);
  return (
    <section className="wf-card wf-accepted" aria-labelledby={titleId}>
      <header className="wf-card-head">
        <h2 id={titleId}>{t('panel.accepted')}</h2>
        <span className="wf-count">{byEvent.size}</span>
      </header>
      {byEvent.size === 0 ? (
        <p className="wf-empty">{t('panel.none')}</p>
      ) : (
        <>
          <p className="wf-small">{t('panel.acceptedHint')}</p>
          <div className="wf-events">
            {[...byEvent.entries()].map(([event, transitions]) => {
              const refusal: Refusal | undefined = props.lastRefusal?.event === event && props.lastRefusal.refusal.field ? props.lastRefusal.refusal : undefined;
              return (
                <EventCard
                  key={event}
                  machine={props.machine}
                  lang={props.lang}
                  event={event}
                  transitions={transitions}
                  text={props.texts[event]}
                  onText={(text) => props.setText(event, text)}
                  onSend={(payload) => props.onSend(event, payload)}
                  busy={props.busy}
                  fieldRefusal={refusal}
                />
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}

function OtherEvents({ info, lang, status, busy, onTry }: { info: LifecycleInfo; lang: Lang; status: string; busy: boolean; onTry: (event: string) => void }) {
  const { t } = useTranslation('workflows');
  const menu = useRef<Menu>(null);
  const uid = useId();
  const state = info.states.find((s) => s.key === status)!;
  const accepted = new Set(state.transitions.map((tr) => tr.event));
  const worded = (state.meta as StateMeta).refusals ?? {};
  const labelOf = (event: string) => {
    const tr = info.states.flatMap((s) => s.transitions).find((x) => x.event === event);
    return tr ? pick(tr.meta.label, lang) : event;
  };
  const others = info.events.filter((e) => !accepted.has(e));
  const items: MenuItem[] = others.map((event) => ({
    label: `${event} · ${labelOf(event)}${worded[event] ? ` — ${t('panel.specWorded')}` : ''}`,
    icon: worded[event] ? 'pi pi-comment' : 'pi pi-ban',
    data: { event },
    command: () => onTry(event),
  }));
  return (
    <section className="wf-card wf-other" aria-labelledby={`${uid}-title`}>
      <header className="wf-card-head">
        <h2 id={`${uid}-title`}>{t('panel.other')}</h2>
        <span className="wf-count">{others.length}</span>
      </header>
      {others.length === 0 ? (
        <p className="wf-empty">{t('panel.otherNone')}</p>
      ) : (
        <>
          <p className="wf-small">{t('panel.otherHint')}</p>
          <Menu model={items} popup ref={menu} id={`${uid}-menu`} className="wf-other-menu" />
          <Button
            type="button"
            label={t('panel.other')}
            icon="pi pi-chevron-down"
            iconPos={lang === 'ar' ? 'left' : 'right'}
            outlined
            size="small"
            disabled={busy}
            aria-haspopup="menu"
            aria-controls={`${uid}-menu`}
            onClick={(e) => menu.current?.toggle(e)}
          />
        </>
      )}
    </section>
  );
}

function ContextEditor({ state, onApply }: { state: ExplorerState; onApply: (context: Record<string, unknown>) => void }) {
  const { t } = useTranslation('workflows');
  const initial = JSON.stringify(recordContext(state.snapshot), null, 2);
  return (
    <details className="wf-card wf-context">
      <summary>{t('panel.context')}</summary>
      {/* a new form whenever the record moves, so the editor always starts from the record as it is */}
      <ContextForm key={`${currentStatus(state)}|${state.journal.length}|${initial}`} initial={initial} onApply={onApply} />
    </details>
  );
}

function ContextForm({ initial, onApply }: { initial: string; onApply: (context: Record<string, unknown>) => void }) {
  const { t } = useTranslation('workflows');
  const uid = useId();
  const [text, setText] = useState(initial);
  const parsed = parsePayload(text);
  return (
    <>
      <p className="wf-small" id={`${uid}-hint`}>
        {t('panel.contextHint')}
      </p>
      <label htmlFor={`${uid}-ctx`} className="wf-sr-only">
        {t('panel.context')}
      </label>
      <InputTextarea
        id={`${uid}-ctx`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        dir="ltr"
        spellCheck={false}
        className={`wf-json${parsed.ok ? '' : ' p-invalid'}`}
        aria-invalid={!parsed.ok}
        aria-describedby={`${uid}-hint ${uid}-err`}
      />
      <small id={`${uid}-err`} className="p-error" role={parsed.ok ? undefined : 'alert'}>
        {parsed.ok ? '' : t(parsed.error === 'json' ? 'event.invalidJson' : 'event.notObject')}
      </small>
      <Button type="button" label={t('panel.applyContext')} size="small" outlined disabled={!parsed.ok || text === initial} onClick={() => parsed.ok && onApply(parsed.value)} />
    </>
  );
}
