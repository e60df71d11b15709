import { describe, expect, it } from 'vitest';
import { MAX_BLACKJACK_BET } from '../blackjack/state.ts';
import { SLOT_GAMES } from '../slots/models.ts';
import { MAX_SLOT_STAKE } from '../slots/validate-model.ts';
import { MAX_COINS } from '../video-poker/paytable.ts';
import { verifyRound } from '../verify.ts';
import { BATTERY_CLIENT_SEED, BATTERY_SERVER_SEED } from './sources.ts';

const ROUNDS = 200;
const seeds = (nonce: number) => ({
  serverSeed: BATTERY_SERVER_SEED,
  clientSeed: BATTERY_CLIENT_SEED,
  nonce,
});

/** The outcomes of rounds 0..ROUNDS − 1 played at one stake. */
const streamAt = <T>(outcome: (nonce: number) => T) =>
  Array.from({ length: ROUNDS }, (_, nonce) => outcome(nonce));

// Same seeds, different stakes: the same outcomes (AGCO 21.1, UKGC RTS 7). The shared tables
// (baccarat, hold'em, money wheel), crash, bingo and virtual sports draw without a stake at
// all: their draw functions take none, so the room's bets cannot reach the outcome.
describe('the outcome does not depend on the stake', () => {
  it.each(SLOT_GAMES.map((game) => [game.id, game.model.payDivisor] as const))(
    'slot %s: stops, free spins and jackpot draw alike from 1 kuruş to the maximum',
    (model, divisor) => {
      const outcomes = (stake: number) =>
        streamAt((nonce) => {
          const { round, jackpot } = verifyRound('slot', { ...seeds(nonce), model, stake });
          return { spins: [round.base, ...round.freeSpins].map((s) => s.stops), jackpot };
        });
      const atOne = outcomes(1);
      for (const stake of [divisor, 7_919, MAX_SLOT_STAKE]) expect(outcomes(stake)).toEqual(atOne);
    },
  );

  it('roulette: the pocket whatever the bets and their amounts', () => {
    const pockets = (amount: number) =>
      streamAt((nonce) => {
        const bets = [{ type: 'red' as const, amount }];
        return verifyRound('roulette', { ...seeds(nonce), bets }).pocket;
      });
    expect(pockets(1_000_000)).toEqual(pockets(1));
    expect(streamAt((nonce) => verifyRound('roulette', seeds(nonce)).pocket)).toEqual(pockets(1));
  });

  it('blackjack: the shoe at the smallest and the largest bet', () => {
    const shoes = (bet: number) =>
      streamAt((nonce) => verifyRound('blackjack', { ...seeds(nonce), bet }).shoe);
    expect(shoes(MAX_BLACKJACK_BET)).toEqual(shoes(1));
  });

  it('video poker: the deal and the draw at one coin and at five', () => {
    const decks = (coins: number) =>
      streamAt((nonce) => {
        const holds = [true, false, true, false, false] as const;
        const round = verifyRound('video-poker', { ...seeds(nonce), holds, coins });
        return [round.dealt, round.drawOrder, round.result?.cards];
      });
    expect(decks(MAX_COINS)).toEqual(decks(1));
  });

  it('dice: the roll whatever the pick and the stake', () => {
    const rolls = (pick: string, stake: number) =>
      streamAt((nonce) => verifyRound('dice', { ...seeds(nonce), pick, stake }).dice);
    expect(rolls('over', 10_000_000)).toEqual(rolls('under', 1));
  });
});
