import { describe, expect, it } from 'vitest';
import { chipLimitError, chipValues, doublePlan, repeatPlan, undoPlan } from './chip-book.ts';

const limits = { minBet: 100, maxBet: 10_000 };

describe('the chip rack and its buttons', () => {
  it('offers the table minimum and the usual chips up to the maximum', () => {
    expect(chipValues(limits)).toEqual([100, 500, 1_000, 2_500, 5_000, 10_000]);
    expect(chipValues({ minBet: 250, maxBet: 2_000 })).toEqual([250, 500, 1_000]);
  });

  it('undo takes the last chip off and places the others again', () => {
    const placed = [
      { spot: 'red', amount: 500 },
      { spot: 'straight:7', amount: 100 },
      { spot: 'red', amount: 1_000 },
    ];
    expect(undoPlan(placed)).toEqual({
      resend: [
        { spot: 'red', amount: 500 },
        { spot: 'straight:7', amount: 100 },
      ],
    });
    expect(undoPlan([])).toBeNull();
  });

  it('double places every bet once more, but not over the table maximum', () => {
    const placed = [
      { spot: 'red', amount: 6_000 },
      { spot: 'black', amount: 1_000 },
    ];
    expect(doublePlan(placed, limits)).toEqual([{ spot: 'black', amount: 1_000 }]);
  });

  it('repeat places the last round again on an empty table only', () => {
    const last = [{ spot: 'banker', amount: 1_000 }];
    expect(repeatPlan(last, [])).toEqual(last);
    expect(repeatPlan(last, [{ spot: 'tie', amount: 100 }])).toEqual([]);
  });

  it('a chip that takes a spot over the table maximum is refused before it is sent', () => {
    const placed = [{ spot: 'red', amount: 9_500 }];
    expect(chipLimitError(placed, 'red', 1_000, limits)).toBe('above-table-maximum');
    expect(chipLimitError(placed, 'black', 1_000, limits)).toBeNull();
  });
});
