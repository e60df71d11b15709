import type { LegOutcome } from '../core/leg-outcome.ts';
import type { Coupon, LegState } from './coupon.ts';
import { couponLines } from './lines.ts';

/** What a leg multiplies its line by, as an exact fraction. */
interface Factor {
  numerator: bigint;
  denominator: bigint;
}

/**
 * A won leg pays its odds; a void leg counts 1.00; a half win pays half the stake at the odds
 * and returns the other half, (odds + 1) / 2; a half loss returns half; a loss pays nothing.
 */
export function legFactor(odds: number, outcome: LegOutcome): Factor {
  const o = BigInt(odds);
  switch (outcome) {
    case 'win':
      return { numerator: o, denominator: 100n };
    case 'half_win':
      return { numerator: o + 100n, denominator: 200n };
    case 'void':
      return { numerator: 1n, denominator: 1n };
    case 'half_lose':
      return { numerator: 1n, denominator: 2n };
    case 'lose':
      return { numerator: 0n, denominator: 1n };
  }
}

/** ⌊stake · Π factors⌋ in exact integers: each line is rounded down to the kuruş once. */
export function linePayout(
  stake: number,
  odds: readonly number[],
  outcomes: readonly LegOutcome[],
): bigint {
  let numerator = BigInt(stake);
  let denominator = 1n;
  outcomes.forEach((outcome, i) => {
    const factor = legFactor(odds[i] as number, outcome);
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  });
  return numerator / denominator;
}

export interface LineSettlement {
  legs: number[];
  /** Open while a leg of it is open and none lost; its payout is then null. */
  open: boolean;
  payout: number | null;
}

export type CouponStatus = 'open' | 'won' | 'lost' | 'void';

export interface CouponSettlement {
  /**
   * Open while any line is open (a combination with a lost leg is lost at once). Once closed:
   * void when every leg is void (the stake comes back), lost when it pays nothing, else won.
   */
  status: CouponStatus;
  /** Kuruş paid on closing, stake included, capped at the coupon's maximum payout; null while open. */
  payout: number | null;
  lines: LineSettlement[];
}

function toNumber(amount: bigint, cap: number): number {
  return Number(amount < BigInt(cap) ? amount : BigInt(cap));
}

/** Settles a coupon from its legs' states; call again as legs settle, it is a pure function. */
export function settleCoupon(coupon: Coupon, states: readonly LegState[]): CouponSettlement {
  if (states.length !== coupon.legs.length) throw new RangeError('one state per leg');
  const odds = coupon.legs.map((leg) => leg.odds);
  const lines = couponLines(coupon.type, coupon.legs.length).map((legs): LineSettlement => {
    const lineStates = legs.map((i) => states[i] as LegState);
    if (lineStates.includes('lose')) return { legs, open: false, payout: 0 };
    if (lineStates.includes('open')) return { legs, open: true, payout: null };
    const outcomes = lineStates.filter((s): s is LegOutcome => s !== 'open');
    const payout = linePayout(
      coupon.stakePerLine,
      legs.map((i) => odds[i] as number),
      outcomes,
    );
    return { legs, open: false, payout: toNumber(payout, coupon.maxPayout) };
  });
  if (lines.some((line) => line.open)) return { status: 'open', payout: null, lines };
  const sum = lines.reduce((acc, line) => acc + BigInt(line.payout ?? 0), 0n);
  const payout = toNumber(sum, coupon.maxPayout);
  const status = states.every((s) => s === 'void') ? 'void' : payout === 0 ? 'lost' : 'won';
  return { status, payout, lines };
}

/**
 * Possible earnings: what the coupon pays if every open leg wins, settled legs as they ended,
 * capped at its maximum payout. With no leg settled it is the slip's "possible earnings".
 */
export function possiblePayout(coupon: Coupon, states?: readonly LegState[]): number {
  const assumed = (states ?? coupon.legs.map(() => 'open' as const)).map((s) =>
    s === 'open' ? 'win' : s,
  );
  return settleCoupon(coupon, assumed).payout ?? 0;
}
