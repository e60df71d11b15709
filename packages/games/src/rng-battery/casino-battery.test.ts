import { describe, expect, it } from 'vitest';
import { CRASH_GAMES } from '../crash/games.ts';
import { SLOT_GAMES } from '../slots/models.ts';
import { batteryFailures, runBattery } from './battery.ts';
import { batteryRounds } from './sources.ts';
import { crashPoints } from './streams/crash.ts';
import { diceFaces } from './streams/dice.ts';
import { roulettePockets } from './streams/roulette.ts';
import { slotStops } from './streams/slots.ts';

// Each stream drawn from the game's own code with the battery's fixed seeds, rounds at nonces
// 0, 1, 2, ...: frequency, runs, serial correlation, gap and poker, each at 99%.
const ROULETTE = batteryRounds(15_000, 300_000);
const DICE = batteryRounds(10_000, 200_000);
const SLOT = batteryRounds(5_000, 100_000);
const CRASH = batteryRounds(10_000, 200_000);

describe('the RNG battery over the casino games', () => {
  it(`roulette: ${ROULETTE} winning pockets`, () => {
    expect(batteryFailures(runBattery(roulettePockets(ROULETTE)))).toEqual([]);
  });

  it(`dice: both dice of ${DICE} rolls`, () => {
    expect(batteryFailures(runBattery(diceFaces(DICE)))).toEqual([]);
  });

  it.each(SLOT_GAMES.map((game) => [game.id, game.model] as const))(
    `slot %s: every reel stop of ${SLOT} paid rounds, free spins included`,
    (_, model) => {
      expect(batteryFailures(runBattery(slotStops(model, SLOT)))).toEqual([]);
    },
  );

  it.each(CRASH_GAMES.map((game) => [game.id, game] as const))(
    `crash %s: ${CRASH} crash points of a hash chain, in bands from 1.00x to 100x+`,
    (_, game) => {
      expect(batteryFailures(runBattery(crashPoints(game, CRASH)))).toEqual([]);
    },
  );
});
