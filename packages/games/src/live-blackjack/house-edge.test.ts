import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { closeInsurance } from './insurance.ts';
import { seatAction, seatStrategyAction } from './seat-turn.ts';
import { settleLiveBlackjack } from './settle.ts';
import { startLiveBlackjackRound } from './start-round.ts';
import { SEAT_COUNT, type SeatBetInput } from './state.ts';

// A bound, not a speed target: in CI this runs beside the web suite on two cores (the live
// table's 300,000 rounds took 61 s there once); a proof of the edge must not fail on a busy machine.
const SLOW = { timeout: 240_000 };

/**
 * Published house edge for these rules (6 decks, dealer stands on soft 17, peek, 3:2, double
 * any two, double after split, split to 4 hands, one card to split aces, no surrender, a
 * fresh shoe each round): about 0.40% (Wizard of Odds calculator), as single-player blackjack.
 */
const PUBLISHED_EDGE = 0.004;
const ROUNDS = 300_000;
const BET = 100;

const seats: SeatBetInput[] = Array.from({ length: SEAT_COUNT }, (_, seat) => ({
  seat,
  betId: `s${seat}`,
  playerId: `p${seat}`,
  amount: BET,
}));

describe('live blackjack house edge', () => {
  it('is the published ~0.40% with seven seats playing basic strategy', SLOW, () => {
    const source = new FastSource(20_260_214);
    let net = 0;
    let squares = 0;
    for (let i = 0; i < ROUNDS; i++) {
      let round = startLiveBlackjackRound({ seats }, source);
      if (round.phase === 'insurance') round = closeInsurance(round);
      while (round.phase === 'seatTurn') {
        round = seatAction(round, round.activeSeat as number, seatStrategyAction(round));
      }
      // Seats share the dealer's hand, so the round (not the hand) is the independent sample.
      let units = 0;
      for (const { settlement } of settleLiveBlackjack(round)) {
        units += (settlement.totalReturned - settlement.totalWagered) / BET;
      }
      net += units;
      squares += units * units;
    }
    const hands = ROUNDS * SEAT_COUNT;
    const edge = -net / hands;
    const perRound = Math.sqrt(squares / ROUNDS - (net / ROUNDS) ** 2);
    const standardError = perRound / Math.sqrt(ROUNDS) / SEAT_COUNT;
    expect(Math.abs(edge - PUBLISHED_EDGE)).toBeLessThan(4 * standardError);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(0.01);
    expect(standardError).toBeLessThan(0.0015);
  });
});
