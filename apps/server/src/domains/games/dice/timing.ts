/** A dice round's clock: bets taken, the dice shown rolling, the result shown before the next. */
export interface DiceTiming {
  bettingMs: number;
  rollMs: number;
  resultMs: number;
}

export const DICE_TIMING: DiceTiming = { bettingMs: 12_000, rollMs: 4_000, resultMs: 4_000 };

/** DICE_BETTING_MS lengthens or shortens the betting window (demos, browser tests). */
export function diceTimingFromEnv(env: NodeJS.ProcessEnv = process.env): DiceTiming {
  const betting = Number(env.DICE_BETTING_MS);
  return Number.isInteger(betting) && betting >= 3_000
    ? { ...DICE_TIMING, bettingMs: betting }
    : DICE_TIMING;
}
