import { describe, expect, it } from 'vitest';
import { penaltyLines, penaltyTotal, type PricedQuestion } from './reassignOrders';

const qs: PricedQuestion[] = [
  { question_id: 1, type: 'yes_no', price: '500.00' },
  { question_id: 2, type: 'number', price: '35.50' },
  { question_id: 3, type: 'text', price: '100.00' },
  { question_id: 4, type: 'yes_no', price: '0.00' },
  { question_id: 5, type: 'number', price: '0.10' },
];

describe('penalties priced from a re-delivery form', () => {
  it('charges a "no" its price and a count of damaged units its price per unit, in exact halalas', () => {
    const lines = penaltyLines(
      qs,
      new Map([
        [1, 'no'],
        [2, '3'],
        [3, 'broken'],
        [4, 'no'],
        [5, '0.5'],
      ]),
    );
    expect(lines).toEqual([
      { question_id: 1, quantity: 1, amount: 50_000 },
      { question_id: 2, quantity: 3, amount: 10_650 },
      { question_id: 5, quantity: 0.5, amount: 5 },
    ]);
    expect(penaltyTotal(lines)).toBe(60_655);
  });

  it('charges nothing for "yes", a zero or unreadable count, or a missing answer', () => {
    expect(
      penaltyLines(
        qs,
        new Map([
          [1, 'yes'],
          [2, '0'],
          [5, '-2'],
        ]),
      ),
    ).toEqual([]);
    expect(penaltyLines(qs, new Map([[2, 'many']]))).toEqual([]);
    expect(penaltyTotal(penaltyLines(qs, new Map()))).toBe(0);
  });

  it('adds 0.1 + 0.2 as 0.30 (no floating point)', () => {
    const tenth: PricedQuestion[] = [
      { question_id: 1, type: 'number', price: '0.10' },
      { question_id: 2, type: 'number', price: '0.20' },
    ];
    expect(
      penaltyTotal(
        penaltyLines(
          tenth,
          new Map([
            [1, '1'],
            [2, '1'],
          ]),
        ),
      ),
    ).toBe(30);
  });
});
