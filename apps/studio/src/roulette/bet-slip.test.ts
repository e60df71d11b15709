import { describe, expect, it } from 'vitest';
import { addChip, amountOn, pocketFromOutcome, toWireBet, totalStake } from './bet-slip.ts';

describe('the roulette bet slip', () => {
  it('stacks chips on the same placement, whatever the order of its numbers', () => {
    let slip = addChip([], { type: 'split', numbers: [2, 1] }, 100);
    slip = addChip(slip, { type: 'split', numbers: [1, 2] }, 200);
    slip = addChip(slip, { type: 'red' }, 500);
    expect(slip).toHaveLength(2);
    expect(amountOn(slip, { type: 'split', numbers: [1, 2] })).toBe(300);
    expect(totalStake(slip)).toBe(800);
  });

  it('keeps columns and dozens of the same index apart', () => {
    let slip = addChip([], { type: 'column', index: 1 }, 100);
    slip = addChip(slip, { type: 'dozen', index: 1 }, 100);
    expect(slip).toHaveLength(2);
  });

  it('sends each bet as type, selection and amount', () => {
    expect(
      toWireBet({ placement: { type: 'corner', numbers: [5, 1, 4, 2] }, amount: 100 }),
    ).toEqual({
      type: 'corner',
      selection: [1, 2, 4, 5],
      amount: 100,
    });
    expect(toWireBet({ placement: { type: 'dozen', index: 2 }, amount: 50 })).toEqual({
      type: 'dozen',
      selection: 2,
      amount: 50,
    });
    expect(toWireBet({ placement: { type: 'red' }, amount: 50 })).toEqual({
      type: 'red',
      amount: 50,
    });
  });

  it('reads the winning pocket, zero included', () => {
    expect(pocketFromOutcome({ pocket: 0 })).toBe(0);
    expect(pocketFromOutcome({ pocket: 17, color: 'black' })).toBe(17);
    expect(pocketFromOutcome(null)).toBeNull();
  });
});
