import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { applyAction } from './apply-action.ts';
import { basicStrategyAction } from './basic-strategy.ts';
import { createHand } from './create-hand.ts';
import { settle } from './settlement.ts';

// A bound, not a speed target: in CI this runs beside the web suite on two cores (the live
// table's 300,000 rounds took 61 s there once); a proof of the edge must not fail on a busy machine.
const SLOW = { timeout: 240_000 };

/**
 * Published house edge for 6 decks, S17, DAS, peek, split to 4 hands, no resplit of aces,
 * one card to split aces, no surrender (Wizard of Odds calculator): about 0.40%.
 */
const PUBLISHED_EDGE = 0.004;
const HANDS = 400_000;

describe('blackjack house edge', () => {
  it('is about 0.4-0.5% under basic strategy', SLOW, () => {
    const source = new FastSource(20_251_121);
    const bet = 100;
    let net = 0;
    let squares = 0;
    for (let i = 0; i < HANDS; i++) {
      let state = createHand(bet, source);
      while (state.phase !== 'settled') state = applyAction(state, basicStrategyAction(state));
      const result = settle(state);
      const units = (result.totalReturned - result.totalWagered) / bet;
      net += units;
      squares += units * units;
    }
    const edge = -net / HANDS;
    const standardError = Math.sqrt(squares / HANDS - (net / HANDS) ** 2) / Math.sqrt(HANDS);
    expect(Math.abs(edge - PUBLISHED_EDGE)).toBeLessThan(4 * standardError);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(0.01);
  });
});
