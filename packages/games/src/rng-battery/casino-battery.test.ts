import { describe, expect, it } from 'vitest';
import { CRASH_GAMES } from '../crash/games.ts';
import { SLOT_GAMES } from '../slots/models.ts';
import { confirmedFailures, confirmedFromRound } from './battery.ts';
import { batteryRounds } from './sources.ts';
import { crashPoints } from './streams/crash.ts';
import { diceFaces } from './streams/dice.ts';
import { moneyWheelStops } from './streams/money-wheel.ts';
import { roulettePockets } from './streams/roulette.ts';
import { slotStops } from './streams/slots.ts';

// Each stream drawn from the game's own code with the battery's fixed seeds, rounds at nonces
// 0, 1, 2, ...: frequency, runs, serial correlation, gap and poker, each at 99%; a failure is
// judged again on the rounds that follow (`confirmedFailures`).
const ROULETTE = batteryRounds(15_000, 300_000);
const DICE = batteryRounds(10_000, 200_000);
const SLOT = batteryRounds(5_000, 100_000);
const CRASH = batteryRounds(10_000, 200_000);
const MONEY_WHEEL = batteryRounds(15_000, 300_000);

describe('the RNG battery over the casino games', () => {
  it(`roulette: ${ROULETTE} winning pockets`, () => {
    expect(confirmedFromRound((from) => roulettePockets(ROULETTE, from), ROULETTE)).toEqual([]);
  });

  it(`dice: both dice of ${DICE} rolls`, () => {
    expect(confirmedFromRound((from) => diceFaces(DICE, from), DICE)).toEqual([]);
  });

  it(`money wheel: every stop of ${MONEY_WHEEL} rounds, the multipliers' spins again included`, () => {
    expect(confirmedFromRound((from) => moneyWheelStops(MONEY_WHEEL, from), MONEY_WHEEL)).toEqual(
      [],
    );
  });

  it.each(SLOT_GAMES.map((game) => [game.id, game.model] as const))(
    `slot %s: every reel stop of ${SLOT} paid rounds, free spins included`,
    (_, model) => {
      expect(confirmedFromRound((from) => slotStops(model, SLOT, from), SLOT)).toEqual([]);
    },
  );

  it.each(CRASH_GAMES.map((game) => [game.id, game] as const))(
    `crash %s: ${CRASH} crash points of a hash chain, in bands from 1.00x to 100x+`,
    (_, game) => {
      const points = (start: number) => crashPoints(game, CRASH, start);
      expect(
        confirmedFailures(
          () => points(0),
          () => points(CRASH),
        ),
      ).toEqual([]);
    },
  );
});
