import { LEG_OUTCOMES, type LegOutcome, type OutcomeChances } from '../core/leg-outcome.ts';
import { removeMargin } from '../margin/apply-margin.ts';
import { isMarginBasisPoints } from '../margin/margins.ts';
import type { Coupon, LegState } from './coupon.ts';
import { couponLines } from './lines.ts';
import { possiblePayout, settleCoupon } from './payout.ts';

/** Exact enumeration of open legs' outcomes is used up to this many (outcome set × line) steps. */
export const CASH_OUT_ENUMERATION_LIMIT = 200_000;

export interface CashOutInput {
  coupon: Coupon;
  states: readonly LegState[];
  /**
   * For each open leg, how it can end now and how likely each way is: from the live model's
   * fair market (`FairSelection.chances`) or from the current odds (`chancesFromOdds`).
   * Null for settled legs.
   */
  chances: readonly (OutcomeChances | null)[];
  /** The house's cut of the coupon's current value, in basis points. */
  marginBasisPoints: number;
}

/**
 * An open leg's chances from its market's current odds: the fair probability by undoing the
 * margin (`removeMargin`), so the offer is priced from the current odds, not from the odds
 * taken, and the market's own margin is not charged twice.
 */
export function chancesFromOdds(
  marketOdds: readonly number[],
  index: number,
  coverage = 1,
): OutcomeChances {
  const p = removeMargin(marketOdds, coverage)[index];
  if (p === undefined) throw new RangeError('no such selection');
  const win = Math.min(1, p);
  return { win, lose: 1 - win };
}

function outcomesOf(chances: OutcomeChances): [LegOutcome, number][] {
  return LEG_OUTCOMES.flatMap((o): [LegOutcome, number][] => {
    const p = chances[o] ?? 0;
    return p > 0 ? [[o, p]] : [];
  });
}

/** E[payout] by walking every combination of the open legs' outcomes: exact, cap and floors included. */
function enumerated(
  coupon: Coupon,
  states: LegState[],
  open: number[],
  chances: [LegOutcome, number][][],
): number {
  let expected = 0;
  const walk = (depth: number, probability: number) => {
    if (depth === open.length) {
      expected += probability * (settleCoupon(coupon, states).payout as number);
      return;
    }
    for (const [outcome, p] of chances[depth]!) {
      states[open[depth]!] = outcome;
      walk(depth + 1, probability * p);
    }
    states[open[depth]!] = 'open';
  };
  walk(0, 1);
  return expected;
}

/**
 * Line by line: a live line is worth stake · Π settled factors · Π E[open factor], legs being
 * independent events. Used when the cap cannot bind; each line's rounding down is then worth
 * less than one kuruş, which is taken off so the offer never exceeds the exact value.
 */
function byLines(
  coupon: Coupon,
  states: readonly LegState[],
  chances: readonly (OutcomeChances | null)[],
): number {
  const factor = (odds: number, outcome: LegOutcome) =>
    ({ win: odds / 100, half_win: (odds + 100) / 200, void: 1, half_lose: 0.5, lose: 0 })[outcome];
  let expected = 0;
  for (const legs of couponLines(coupon.type, coupon.legs.length)) {
    let value = coupon.stakePerLine;
    for (const i of legs) {
      const state = states[i] as LegState;
      const odds = coupon.legs[i]!.odds;
      value *=
        state === 'open'
          ? outcomesOf(chances[i]!).reduce((s, [o, p]) => s + p * factor(odds, o), 0)
          : factor(odds, state);
    }
    if (value > 0) expected += value - 1;
  }
  return Math.max(0, expected);
}

/**
 * The cash-out offer for an open coupon in kuruş: its expected payout at the current chances,
 * less the margin, rounded down. Null when there is nothing to offer: the coupon is closed or
 * already lost, a leg's chances are missing, or the cap may bind and the legs are too many
 * to enumerate.
 */
export function cashOutValue(input: CashOutInput): number | null {
  const { coupon, states, chances, marginBasisPoints } = input;
  if (!isMarginBasisPoints(marginBasisPoints)) throw new RangeError('invalid margin');
  if (chances.length !== coupon.legs.length) throw new RangeError('one chances entry per leg');
  const settlement = settleCoupon(coupon, states);
  if (settlement.status !== 'open') return null;
  const open = states.flatMap((s, i) => (s === 'open' ? [i] : []));
  const legChances = open.map((i) => chances[i]);
  if (
    legChances.some((c) => !c || Math.abs(outcomesOf(c).reduce((s, [, p]) => s + p, 0) - 1) > 1e-9)
  ) {
    return null;
  }
  const outcomeSets = legChances.map((c) => outcomesOf(c as OutcomeChances));
  const steps = outcomeSets.reduce((n, set) => n * set.length, settlement.lines.length);
  let expected: number;
  if (steps <= CASH_OUT_ENUMERATION_LIMIT)
    expected = enumerated(coupon, [...states], open, outcomeSets);
  else if (possiblePayout(coupon, states) < coupon.maxPayout)
    expected = byLines(coupon, states, chances);
  else return null;
  const value = Math.floor((expected * (10_000 - marginBasisPoints)) / 10_000);
  return value > 0 ? Math.min(value, coupon.maxPayout) : null;
}
