import { describe, expect, it } from 'vitest';
import { DEAL_FLIGHT, DEAL_GAP, planDeal } from './deal-timing.ts';
import type { HandView } from './wire.ts';

const view = (
  player: number[],
  dealer: number[],
  phase: HandView['phase'] = 'playerTurn',
): HandView => ({
  phase,
  baseBet: 100,
  dealerCards: dealer,
  dealerTotal: null,
  hands: [
    {
      cards: player,
      total: 12,
      soft: false,
      bet: 100,
      doubled: false,
      fromSplit: false,
      splitAces: false,
      done: false,
    },
  ],
  activeHand: 0,
  insuranceBet: 0,
  legalActions: ['hit', 'stand'],
});

describe('dealing from the shoe', () => {
  it('deals a new hand player, dealer, player, one card after the other', () => {
    const plan = planDeal(null, view([1, 2], [3]), false);
    expect([...plan.delays]).toEqual([
      ['0:0', 0],
      ['dealer:0', DEAL_GAP],
      ['0:1', 2 * DEAL_GAP],
      ['dealer:1', 3 * DEAL_GAP],
    ]);
    expect(plan.flipsHole).toBe(false);
    expect(plan.settlesAfter).toBeCloseTo(3 * DEAL_GAP + DEAL_FLIGHT);
  });

  it('flies only the new card on a hit', () => {
    const plan = planDeal(view([1, 2], [3]), view([1, 2, 4], [3]), false);
    expect([...plan.delays]).toEqual([['0:2', 0]]);
  });

  it('turns the hole card over and then deals the dealer’s draws when the hand settles', () => {
    const plan = planDeal(view([1, 2], [3]), view([1, 2], [3, 5, 6], 'settled'), false);
    expect(plan.flipsHole).toBe(true);
    // The hole card was already on the table: it turns over, it does not fly.
    expect(plan.delays.has('dealer:1')).toBe(false);
    expect(plan.delays.get('dealer:2')).toBeCloseTo(1.5 * DEAL_GAP);
  });

  it('shows everything at once under reduced motion', () => {
    const plan = planDeal(null, view([1, 2], [3]), true);
    expect([...plan.delays.values()]).toEqual([0, 0, 0, 0]);
    expect(plan.settlesAfter).toBe(0);
  });
});
