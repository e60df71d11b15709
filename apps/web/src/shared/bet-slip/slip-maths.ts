import type { CouponKind, CouponLimits } from '@lale/contract/methods/sportsbook';
import {
  canCombine,
  couponTypeError,
  lineCount,
  parseMarketKey,
  possiblePayout,
  totalStake,
  type Coupon,
  type CouponLeg,
  type CouponType,
} from '@lale/games/sports';
import { hasOddsChange, isLocked, type SlipSelection, type SlipState } from './slip-store.ts';

/** What the slip may be placed as with these selections. */
export interface KindsAvailable {
  single: boolean;
  /** Two or more selections, no two of them from one event. */
  combination: boolean;
  /** System sizes k (k/n) with an acceptable number of lines; empty under 3 selections. */
  systemSizes: number[];
}

export function toLegs(selections: readonly SlipSelection[]): CouponLeg[] | null {
  const legs: CouponLeg[] = [];
  for (const s of selections) {
    const market = parseMarketKey(s.market);
    if (!market) return null;
    legs.push({ eventId: s.eventId, market, selection: s.selection, odds: s.odds });
  }
  return legs;
}

/** Every pair of legs may share a line (the coupon maths' rule: none from one event). */
export function allCombinable(legs: readonly CouponLeg[]): boolean {
  for (let i = 0; i < legs.length; i++)
    for (let j = i + 1; j < legs.length; j++) if (!canCombine(legs[i]!, legs[j]!)) return false;
  return true;
}

export function kindsAvailable(selections: readonly SlipSelection[]): KindsAvailable {
  const legs = toLegs(selections) ?? [];
  const n = legs.length;
  const combinable = n >= 2 && allCombinable(legs);
  const systemSizes: number[] = [];
  if (combinable && n >= 3)
    for (let k = 2; k < n; k++)
      if (couponTypeError({ kind: 'system', sizes: [k] }, n) === null) systemSizes.push(k);
  return { single: n >= 1, combination: combinable, systemSizes };
}

/** The kind the slip places: the player's choice when available, else combination or single. */
export function effectiveType(state: SlipState, kinds: KindsAvailable): CouponType {
  if (state.kind === 'system' && kinds.systemSizes.length > 0) {
    const k = kinds.systemSizes.includes(state.systemSize)
      ? state.systemSize
      : kinds.systemSizes[0]!;
    return { kind: 'system', sizes: [k] };
  }
  if (state.kind !== 'single' && kinds.combination) return { kind: 'combination' };
  return { kind: 'single' };
}

export type SlipProblem =
  | { kind: 'locked' }
  | { kind: 'odds-changed' }
  | { kind: 'not-combinable' }
  | { kind: 'no-stake' }
  | { kind: 'min-stake'; amount: number }
  | { kind: 'max-stake'; amount: number };

export interface SlipSummary {
  type: CouponType;
  kind: CouponKind;
  kinds: KindsAvailable;
  lines: number;
  totalStake: number;
  /** Product of the odds (hundredths) for a combination or a single selection; else null. */
  totalOdds: number | null;
  possibleWin: number;
  /** The possible win was cut to the coupon's maximum payout. */
  capped: boolean;
  /** What stops placing, first first; empty when the slip may be placed. */
  problems: SlipProblem[];
}

/** The odds multiplied exactly, in hundredths rounded down (2.40 × 2.34 × 1.64 = 9.21). */
function productOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  return Number(product / 100n ** BigInt(odds.length - 1));
}

/**
 * The slip's numbers with the coupon maths of `@lale/games/sports`: lines, total stake,
 * possible win (capped at the maximum payout) and what keeps it from being placed.
 */
export function summarizeSlip(state: SlipState, limits: CouponLimits | null): SlipSummary {
  const kinds = kindsAvailable(state.selections);
  const type = effectiveType(state, kinds);
  const n = state.selections.length;
  const lines = n === 0 ? 0 : lineCount(type, n);
  const stake = state.stakePerLine ?? 0;
  const legs = toLegs(state.selections);
  const coupon: Coupon | null =
    legs && n > 0
      ? { type, legs, stakePerLine: stake, maxPayout: limits?.maxPayout ?? Number.MAX_SAFE_INTEGER }
      : null;
  const total = coupon ? totalStake(coupon) : 0;
  const possibleWin = coupon && stake > 0 ? possiblePayout(coupon) : 0;
  const uncapped =
    coupon && stake > 0 ? possiblePayout({ ...coupon, maxPayout: Number.MAX_SAFE_INTEGER }) : 0;
  const totalOdds =
    type.kind === 'combination' || n === 1
      ? productOdds(state.selections.map((s) => s.odds))
      : null;

  const problems: SlipProblem[] = [];
  if (state.selections.some(isLocked)) problems.push({ kind: 'locked' });
  if (state.selections.some(hasOddsChange) && state.acceptOddsChanges === 'none')
    problems.push({ kind: 'odds-changed' });
  if (state.kind === 'combination' && n >= 2 && !kinds.combination)
    problems.push({ kind: 'not-combinable' });
  if (stake <= 0) problems.push({ kind: 'no-stake' });
  else if (limits && total < limits.minStake)
    problems.push({ kind: 'min-stake', amount: limits.minStake });
  else if (limits && total > limits.maxStake)
    problems.push({ kind: 'max-stake', amount: limits.maxStake });

  return {
    type,
    kind: type.kind,
    kinds,
    lines,
    totalStake: total,
    totalOdds,
    possibleWin,
    capped: uncapped > possibleWin,
    problems,
  };
}
