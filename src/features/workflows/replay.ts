/**
 * A record's path replayed step by step (the history dialog): which status the record was in after step `index`,
 * the edges walked so far and the last one — what the statechart highlights. Pure: the dialog's buttons only move
 * the index.
 */
import { edgeId, INITIAL_NODE } from './layout';

export interface ReplayStep {
  event: string;
  from_status: string | null;
  to_status: string;
}

export interface ReplayView {
  /** the status after the step */
  current: string;
  /** the edges walked up to and including the step */
  taken: Set<string>;
  /** `edgeId|EVENT` of the events taken */
  takenEvents: Set<string>;
  /** the step's own edge */
  lastEdge: string;
}

/** The edge a step walks: the creation comes from the initial dot. */
export const stepEdge = (s: ReplayStep) => edgeId(s.from_status ?? INITIAL_NODE, s.to_status);

export function replayAt(steps: readonly ReplayStep[], index: number): ReplayView | null {
  if (!steps.length) return null;
  const at = Math.min(Math.max(0, index), steps.length - 1);
  const walked = steps.slice(0, at + 1);
  return {
    current: steps[at]!.to_status,
    taken: new Set(walked.map(stepEdge)),
    takenEvents: new Set(walked.map((s) => `${stepEdge(s)}|${s.event}`)),
    lastEdge: stepEdge(steps[at]!),
  };
}

/** Where each button leads from `index` (null: it has nowhere to go). */
export function moves(count: number, index: number) {
  const last = count - 1;
  return {
    first: index > 0 ? 0 : null,
    previous: index > 0 ? index - 1 : null,
    next: index < last ? index + 1 : null,
    last: index < last ? last : null,
  };
}
