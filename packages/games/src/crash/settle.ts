import { MIN_CASHOUT_HUNDREDTHS } from './validate-bet.ts';

/** A cash-out of `portion` kuruş of the stake at a multiplier, in hundredths. */
export interface CrashCashout {
  portion: number;
  atHundredths: number;
}

export interface SettleCrashBetInput {
  stake: number;
  /** Cash-outs made while flying (manual, half, forced), in the order made. */
  cashouts: readonly CrashCashout[];
  crashPointHundredths: number;
  /** Target for whatever is still riding after the cash-outs, or null. */
  autoCashoutHundredths: number | null;
}

/** One part of the stake: paid at `atHundredths`, or lost (`atHundredths` null, payout 0). */
export interface CrashLeg {
  portion: number;
  atHundredths: number | null;
  payout: number;
}

export type CrashBetStatus = 'cashed_out' | 'partly_cashed_out' | 'lost';

export interface CrashSettlement {
  /** Total paid, in kuruş (the stake included when cashed out). */
  payout: number;
  status: CrashBetStatus;
  legs: CrashLeg[];
}

/** What a portion pays at a multiplier: ⌊portion · hundredths / 100⌋ kuruş. */
export function cashoutPayout(portion: number, atHundredths: number): number {
  const product = portion * atHundredths;
  if (!Number.isSafeInteger(product)) throw new RangeError('payout exceeds a safe integer');
  return Math.floor(product / 100);
}

/** The half a half cash-out takes: ⌊stake / 2⌋; the other ⌈stake / 2⌉ rides on. */
export function halfCashoutPortion(stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 2) throw new RangeError('stake too small to halve');
  return Math.floor(stake / 2);
}

function assertCashouts(input: SettleCrashBetInput): void {
  const { stake, cashouts, autoCashoutHundredths: auto } = input;
  if (!Number.isSafeInteger(stake) || stake < 1) throw new RangeError('stake must be >= 1');
  let portions = 0;
  let previous = MIN_CASHOUT_HUNDREDTHS;
  for (const { portion, atHundredths } of cashouts) {
    if (!Number.isSafeInteger(portion) || portion < 1) throw new RangeError('portion must be >= 1');
    if (!Number.isSafeInteger(atHundredths) || atHundredths < previous) {
      throw new RangeError('cash-outs must be >= 1.01x and in flight order');
    }
    if (auto !== null && atHundredths >= auto) {
      throw new RangeError('a cash-out at or above the auto target comes after it');
    }
    portions += portion;
    previous = atHundredths;
  }
  if (portions > stake) throw new RangeError('cash-outs exceed the stake');
}

/**
 * Settles one bet once the round has crashed. A cash-out at m (manual, half, forced or auto)
 * counts iff m ≤ crash point, so P(win at target x) = P(crash ≥ x). Manual cash-outs are taken
 * at `multiplierAt(t)` for t before the crash instant, which is always below the crash point;
 * an auto or forced target equal to the crash point fires at the crash instant and wins.
 */
export function settleCrashBet(input: SettleCrashBetInput): CrashSettlement {
  assertCashouts(input);
  const { stake, cashouts, crashPointHundredths: crash, autoCashoutHundredths: auto } = input;
  const leg = (portion: number, at: number | null): CrashLeg =>
    at !== null && at <= crash
      ? { portion, atHundredths: at, payout: cashoutPayout(portion, at) }
      : { portion, atHundredths: null, payout: 0 };
  const legs = cashouts.map(({ portion, atHundredths }) => leg(portion, atHundredths));
  const riding = stake - cashouts.reduce((sum, cashout) => sum + cashout.portion, 0);
  if (riding > 0) legs.push(leg(riding, auto));
  const paid = legs.filter((part) => part.atHundredths !== null).length;
  const status: CrashBetStatus =
    paid === legs.length ? 'cashed_out' : paid === 0 ? 'lost' : 'partly_cashed_out';
  return { payout: legs.reduce((sum, part) => sum + part.payout, 0), status, legs };
}
