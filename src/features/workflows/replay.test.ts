import { describe, expect, it } from 'vitest';
import { moves, replayAt, stepEdge } from './replay';
import { formatDuration, heatLevel, heatRanges } from './format';

const steps = [
  { event: 'CREATE', from_status: null, to_status: 'draft' },
  { event: 'UPDATE', from_status: 'draft', to_status: 'draft' },
  { event: 'ISSUE', from_status: 'draft', to_status: 'issued' },
  { event: 'MAKE_READY', from_status: 'issued', to_status: 'ready' },
];

describe('the history replay', () => {
  it('highlights the creation from the initial dot, then each step walked so far', () => {
    expect(stepEdge(steps[0]!)).toBe('__initial->draft');
    expect(replayAt(steps, 0)).toMatchObject({ current: 'draft', lastEdge: '__initial->draft' });
    const two = replayAt(steps, 2)!;
    expect(two.current).toBe('issued');
    expect([...two.taken]).toEqual(['__initial->draft', 'draft->draft', 'draft->issued']);
    expect(two.takenEvents.has('draft->issued|ISSUE')).toBe(true);
    expect(two.takenEvents.has('issued->ready|MAKE_READY')).toBe(false);
    // out of range is clamped; no steps, nothing to show
    expect(replayAt(steps, 99)!.current).toBe('ready');
    expect(replayAt([], 0)).toBeNull();
  });

  it('steps first, previous, next and last within the path', () => {
    expect(moves(4, 0)).toEqual({ first: null, previous: null, next: 1, last: 3 });
    expect(moves(4, 2)).toEqual({ first: 0, previous: 1, next: 3, last: 3 });
    expect(moves(4, 3)).toEqual({ first: 0, previous: 2, next: null, last: null });
    expect(moves(1, 0)).toEqual({ first: null, previous: null, next: null, last: null });
  });
});

describe('the figures', () => {
  it('says a duration in its two largest units, in both languages', () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59, 'en')).toBe('3 days 4 hr');
    expect(formatDuration(3 * 86_400 + 4 * 3_600, 'ar')).toBe('3 أيام و4 س');
    expect(formatDuration(90, 'en')).toBe('1 min 30 sec');
    expect(formatDuration(0.4, 'en')).toBe('0 sec');
    expect(formatDuration(null, 'ar')).toBe('—');
  });

  it('shades a count by its share of the largest, with the legend its ranges', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(10, 10)).toBe(5);
    expect(heatLevel(6, 10)).toBe(3);
    expect(heatRanges(10)).toEqual([
      { level: 0, from: 0, to: 0 },
      { level: 1, from: 1, to: 2 },
      { level: 2, from: 3, to: 4 },
      { level: 3, from: 5, to: 6 },
      { level: 4, from: 7, to: 8 },
      { level: 5, from: 9, to: 10 },
    ]);
    // few records: no empty shades in the legend
    expect(heatRanges(2).map((r) => r.level)).toEqual([0, 3, 5]);
  });
});
