/**
 * "Status and history" (الحالة والسجل): one record's statechart with its current status highlighted, and its path
 * replayed step by step from the stored history (GET /workflows/{workflow}/records/{id}/history) — first,
 * previous, play, next and last; each step says who, when, which event and from which status, and the diagram
 * highlights that step's transition and the path walked up to it. Every record page with a machine opens it from
 * its lifecycle actions (src/shared/workflow/LifecycleActions.tsx), loaded only when asked for: the diagram's code
 * and ELK stay out of every page until then.
 */
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { AnyStateMachine } from 'xstate';
import { describeLifecycle } from '../../../machines/core/describe';
import { pick, type Lang } from '../../../shared/label';
import { formatDateTime } from '../../shared/lib/dates';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { StatechartDiagram } from './StatechartDiagram';
import { useRecordHistory, type HistoryStep } from './api';
import { langOf } from './labels';
import { moves, replayAt } from './replay';
import { useDiagram } from './useDiagram';
import { prepareLayout } from './layout';
import './workflows.css';

/** how long each step shows while the replay plays */
export const PLAY_STEP_MS = 1200;

export interface RecordHistoryDialogProps {
  machine: AnyStateMachine;
  workflow: string;
  recordId: number;
  visible: boolean;
  onHide: () => void;
}

export default function RecordHistoryDialog({ machine, workflow, recordId, visible, onHide }: RecordHistoryDialogProps) {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const info = useMemo(() => describeLifecycle(machine), [machine]);
  const history = useRecordHistory(workflow, recordId, visible);
  // ELK starts while the history loads
  useEffect(prepareLayout, []);
  return (
    <Dialog header={`${t('history.title')} — ${pick(info.meta.label, lang)}`} visible={visible} onHide={onHide} className="wf-history-dialog" dismissableMask>
      <div className="wf-explorer" data-testid="record-history" data-workflow={workflow} data-record={recordId}>
        {history.isPending ? (
          <p className="wf-empty" aria-busy="true">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('history.loading')}
          </p>
        ) : history.isError ? (
          <LoadFailed error={history.error} title={t('history.loadFailed')} onRetry={() => void history.refetch()} />
        ) : (
          <Replay machine={machine} steps={history.data.steps} status={history.data.status} lang={lang} />
        )}
      </div>
    </Dialog>
  );
}

function Replay({ machine, steps, status, lang }: { machine: AnyStateMachine; steps: HistoryStep[]; status: string; lang: Lang }) {
  const { t } = useTranslation('workflows');
  const info = useMemo(() => describeLifecycle(machine), [machine]);
  const name = pick(info.meta.label, lang);
  // the replay opens on the last step: the record as it is now, with its whole path
  const [index, setIndex] = useState(Math.max(0, steps.length - 1));
  const [playing, setPlaying] = useState(false);
  const { diagram, failed } = useDiagram(info, lang, {}, 'history');
  const view = replayAt(steps, index);
  const go = moves(steps.length, index);

  // playing stops by itself on the last step
  const isPlaying = playing && index < steps.length - 1;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, steps.length - 1)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, index, steps.length]);

  const play = () => {
    if (isPlaying) return setPlaying(false);
    // from the end, play starts again from the creation
    if (index >= steps.length - 1) setIndex(0);
    setPlaying(true);
  };
  const moveTo = (i: number | null) => {
    if (i === null) return;
    setPlaying(false);
    setIndex(i);
  };

  const rtl = lang === 'ar';
  const step = steps[index];
  return (
    <>
      <p className="wf-status-line" data-testid="history-status" data-status={status}>
        <strong>{t('panel.current')}:</strong> <StatusBadge machine={machine} status={status} /> <Ltr className="wf-code muted">{status}</Ltr>
      </p>
      <section className="wf-card wf-diagram-card">
        {diagram && view ? (
          <StatechartDiagram diagram={diagram} lang={lang} name={name} current={view.current} taken={view.taken} takenEvents={view.takenEvents} lastEdge={view.lastEdge} />
        ) : diagram && !view ? (
          <StatechartDiagram diagram={diagram} lang={lang} name={name} current={status} taken={new Set()} takenEvents={new Set()} />
        ) : failed ? (
          <p className="wf-empty" role="alert">
            {t('diagram.failed')}
          </p>
        ) : (
          <p className="wf-empty" aria-busy="true">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('diagram.loading')}
          </p>
        )}
      </section>
      {steps.length === 0 ? (
        <p className="wf-empty">{t('history.empty')}</p>
      ) : (
        <>
          <div className="wf-replay-controls" role="toolbar" aria-label={t('history.controls')}>
            <Button
              type="button"
              icon={`pi ${rtl ? 'pi-angle-double-right' : 'pi-angle-double-left'}`}
              text
              rounded
              aria-label={t('history.first')}
              onClick={() => moveTo(go.first)}
              disabled={go.first === null}
              data-replay="first"
            />
            <Button
              type="button"
              icon={`pi ${rtl ? 'pi-angle-right' : 'pi-angle-left'}`}
              text
              rounded
              aria-label={t('history.previous')}
              onClick={() => moveTo(go.previous)}
              disabled={go.previous === null}
              data-replay="previous"
            />
            <Button
              type="button"
              icon={`pi ${isPlaying ? 'pi-pause' : 'pi-play'}`}
              rounded
              outlined
              aria-label={t(isPlaying ? 'history.pause' : 'history.play')}
              aria-pressed={isPlaying}
              onClick={play}
              disabled={steps.length < 2}
              data-replay="play"
              className={rtl ? 'wf-play-rtl' : undefined}
            />
            <Button
              type="button"
              icon={`pi ${rtl ? 'pi-angle-left' : 'pi-angle-right'}`}
              text
              rounded
              aria-label={t('history.next')}
              onClick={() => moveTo(go.next)}
              disabled={go.next === null}
              data-replay="next"
            />
            <Button
              type="button"
              icon={`pi ${rtl ? 'pi-angle-double-left' : 'pi-angle-double-right'}`}
              text
              rounded
              aria-label={t('history.last')}
              onClick={() => moveTo(go.last)}
              disabled={go.last === null}
              data-replay="last"
            />
            <span className="wf-replay-position" data-testid="replay-position" data-index={index}>
              {t('history.position', { at: index + 1, total: steps.length })}
            </span>
          </div>
          {step && (
            <p className="wf-replay-step" aria-live="polite" data-testid="replay-step" data-event={step.event}>
              <StepText step={step} />
            </p>
          )}
          <details className="wf-card">
            <summary>
              {t('history.steps')} ({steps.length})
            </summary>
            <ol className="wf-steps">
              {steps.map((s, i) => (
                <li key={i} className={i === index ? 'active' : undefined} aria-current={i === index ? 'step' : undefined}>
                  <button type="button" onClick={() => moveTo(i)}>
                    <StepText step={s} />
                  </button>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </>
  );
}

/** One step in words: who, when, which event, from which status to which (names and codes keep their own direction). */
function StepText({ step }: { step: HistoryStep }) {
  const { t } = useTranslation('workflows');
  const parts: Record<string, ReactNode> = {
    who: <Auto>{step.actor.name}</Auto>,
    when: <Ltr className="wf-nowrap">{formatDateTime(step.at)}</Ltr>,
    code: <Ltr className="wf-code">{step.event}</Ltr>,
    event: step.event_label,
    from: step.from_label ?? step.from_status ?? '',
    to: step.to_label,
  };
  const mark = (name: string) => `\uE000${name}\uE000`;
  const text = t(step.from_status === null ? 'history.created' : 'history.step', Object.fromEntries(Object.keys(parts).map((k) => [k, mark(k)])));
  return <>{text.split(/\uE000(\w+)\uE000/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece))}</>;
}
