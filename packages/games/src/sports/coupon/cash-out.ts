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

type Outcomes = [LegOutcome, number][];

function outcomesOf(chances: OutcomeChances): Outcomes {
  return LEG_OUTCOMES.flatMap((o): Outcomes => {
    const p = chances[o] ?? 0;
    return p > 0 ? [[o, p]] : [];
  });
}

/** E[payout] by walking every combination of the open legs' outcomes: exact, cap and floors included. */
function enumerated(coupon: Coupon, states: LegState[], open: Map<number, Outcomes>): number {
  const legs = [...open.entries()];
  let expected = 0;
  const walk = (depth: number, probability: number) => {
    const next = legs[depth];
    if (!next) {
      expected += probability * (settleCoupon(coupon, states).payout ?? 0);
      return;
    }
    const [leg, outcomes] = next;
    for (const [outcome, p] of outcomes) {
      states[leg] = outcome;
      walk(depth + 1, probability * p);
    }
    states[leg] = 'open';
  };
  walk(0, 1);
  return expected;
}

/** What a leg multiplies its line by, as a float, for expectations. */
function factor(odds: number, outcome: LegOutcome): number {
  return { win: odds / 100, half_win: (odds + 100) / 200, void: 1, half_lose: 0.5, lose: 0 }[
    outcome
  ];
}

/**
 * Line by line: a live line is worth stake · Π settled factors · Π E[open factor], legs being
 * independent events. Used when the cap cannot bind; each line's rounding down is then worth
 * less than one kuruş, which is taken off so the offer never exceeds the exact value.
 */
function byLines(coupon: Coupon, states: readonly LegState[], open: Map<number, Outcomes>): number {
  let expected = 0;
  for (const legs of couponLines(coupon.type, coupon.legs.length)) {
    let value = coupon.stakePerLine;
    for (const i of legs) {
      const odds = coupon.legs[i]!.odds;
      const state = states[i] as LegState;
      const outcomes = open.get(i) ?? [];
      value *=
        state === 'open'
          ? outcomes.reduce((sum, [outcome, p]) => sum + p * factor(odds, outcome), 0)
          : factor(odds, state);
    }
    if (value > 0) expected += value - 1;
  }
  return Math.max(0, expected);
}

/**
 * The cash-out offer for an open coupon in kuruş: its expected payout at the current chances,
 * less the margin, rounded down. Null when there is nothing to offer: the coupon is closed or
 * already lost, an open leg's chances are missing or do not add up to 1, or the cap may bind
 * and the legs are too many to enumerate.
 */
export function cashOutValue(input: CashOutInput): number | null {
  const { coupon, states, chances, marginBasisPoints } = input;
  if (!isMarginBasisPoints(marginBasisPoints)) throw new RangeError('invalid margin');
  if (chances.length !== coupon.legs.length) throw new RangeError('one chances entry per leg');
  const settlement = settleCoupon(coupon, states);
  if (settlement.status !== 'open') return null;
  const open = new Map<number, Outcomes>();
  for (const [i, state] of states.entries()) {
    if (state !== 'open') continue;
    const legChances = chances[i];
    const outcomes = legChances ? outcomesOf(legChances) : [];
    if (Math.abs(outcomes.reduce((sum, [, p]) => sum + p, 0) - 1) > 1e-9) return null;
    open.set(i, outcomes);
  }
  const steps = [...open.values()].reduce((n, set) => n * set.length, settlement.lines.length);
  let expected: number;
  if (steps <= CASH_OUT_ENUMERATION_LIMIT) expected = enumerated(coupon, [...states], open);
  else if (possiblePayout(coupon, states) < coupon.maxPayout)
    expected = byLines(coupon, states, open);
  else return null;
  const value = Math.floor((expected * (10_000 - marginBasisPoints)) / 10_000);
  return value > 0 ? Math.min(value, coupon.maxPayout) : null;
}
