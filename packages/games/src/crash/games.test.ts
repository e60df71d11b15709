import { describe, expect, it } from 'vitest';
import { CRASH_GAMES, crashGame } from './games.ts';
import { formatMultiplier, parseMultiplier } from './multiplier-text.ts';
import { isValidAutoCashout, validateCrashBet } from './validate-bet.ts';

const zeplin = crashGame('zeplin')!;
const spaceman = crashGame('spaceman')!;

describe('crash games', () => {
  it('declares Zeplin at 97.00% and Spaceman at 96.50%, with half cash-out on Spaceman', () => {
    expect(CRASH_GAMES.map((game) => [game.id, game.rtp, game.halfCashout])).toEqual([
      ['zeplin', 0.97, false],
      ['spaceman', 0.965, true],
    ]);
    for (const game of CRASH_GAMES) {
      expect(game.bettingPhaseMs).toBe(6_000);
      expect(game.betsPerRound).toBe(2);
      // Stakes times the cap stay exact integers.
      expect(Number.isSafeInteger(game.maxBet * game.maxMultiplierHundredths)).toBe(true);
    }
    expect(crashGame('nope')).toBeUndefined();
  });

  it('takes auto cash-out targets from 1.01x up to the cap', () => {
    expect(isValidAutoCashout(zeplin, 101)).toBe(true);
    expect(isValidAutoCashout(zeplin, 1_000_000)).toBe(true);
    expect(isValidAutoCashout(spaceman, 500_001)).toBe(false);
    expect(isValidAutoCashout(zeplin, 100)).toBe(false);
    expect(isValidAutoCashout(zeplin, 150.5)).toBe(false);
  });

  it('validates a bet', () => {
    const bet = { stake: 500, slot: 1, autoCashoutHundredths: 200 };
    expect(validateCrashBet(zeplin, bet)).toEqual({ ok: true, bet });
    expect(validateCrashBet(zeplin, { ...bet, stake: 99 })).toEqual({
      ok: false,
      error: 'invalid-amount',
    });
    expect(validateCrashBet(zeplin, { ...bet, stake: 1_000_001 })).toEqual({
      ok: false,
      error: 'invalid-amount',
    });
    expect(validateCrashBet(zeplin, { ...bet, slot: 2 })).toEqual({
      ok: false,
      error: 'invalid-slot',
    });
    expect(validateCrashBet(zeplin, { ...bet, autoCashoutHundredths: 100 })).toEqual({
      ok: false,
      error: 'invalid-auto-cashout',
    });
    expect(validateCrashBet(zeplin, { ...bet, autoCashoutHundredths: null }).ok).toBe(true);
  });

  it('formats and parses multipliers as hundredths', () => {
    expect(formatMultiplier(250)).toBe('2.50');
    expect(formatMultiplier(1_000_000)).toBe('10000.00');
    expect(formatMultiplier(105)).toBe('1.05');
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier(' 2,05 ')).toBe(205);
    expect(parseMultiplier('3')).toBe(300);
    for (const bad of ['2.555', '-1', '1e3', '', '.5', '2.'])
      expect(parseMultiplier(bad)).toBeNull();
  });
});
