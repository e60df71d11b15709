import type { MessageKey } from '@lale/contract/messages';
import type { CouponDetail, CouponLimits, OddsChange } from '@lale/contract/methods/sportsbook';
import type { Payload } from '@lale/contract/registry';
import {
  couponLines,
  isSelectionOf,
  lineCount,
  parseMarketKey,
  possiblePayout,
  validateCoupon,
  type Coupon,
  type CouponError,
  type CouponLeg,
} from '@lale/games/sports';
import type { Db } from '../../../db/client.ts';
import { refusals, type FieldRefusals } from '../../../platform/refusal.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import { balanceOfPlayer, takeStake } from './coupon-money.ts';
import { couponTypeOf } from './coupon-maths.ts';
import { loadCouponDetail } from './coupon-view.ts';
import { couponsRepository as repo, type CouponRow } from './coupons.repository.ts';
import { currentOdds, marketKeyOf, readEvents, readMarkets } from './markets.reader.ts';

export type PlaceCouponInput = Payload<'sportsbook', 'place_coupon'>;

export interface CouponDeps {
  wallet: SeamlessWallet;
  /** Real time: when a coupon was placed, settled or cashed out. */
  now: () => Date;
  /** The sportsbook's clock (`SportsClock.now`): suspensions run on it. */
  sportsNow: () => Date;
  limits: CouponLimits;
}

/** Validation errors of the maths package → the player's message (null: the input's shape). */
const COUPON_ERRORS: Record<CouponError, MessageKey | FieldRefusals> = {
  'invalid-type': 'coupon_invalid_type',
  'no-legs': { legs: 'invalid_value' },
  'too-many-legs': 'coupon_too_many_legs',
  'combination-needs-two-legs': 'coupon_invalid_type',
  'invalid-system': 'coupon_invalid_type',
  'too-many-lines': 'coupon_invalid_type',
  'invalid-leg': { legs: 'invalid_value' },
  'invalid-odds': { legs: 'invalid_value' },
  'duplicate-selection': 'coupon_duplicate_selection',
  'not-combinable': 'coupon_same_event',
  'invalid-stake': { stakePerLine: 'invalid_value' },
  'stake-below-minimum': 'coupon_stake_below_minimum',
  'stake-above-maximum': 'coupon_stake_above_maximum',
  'invalid-max-payout': 'process_failed',
};

function refuseCouponError(error: CouponError, limits: CouponLimits): never {
  const reason = COUPON_ERRORS[error];
  if (typeof reason === 'object') throw refusals.invalid(reason);
  const { minStake, maxStake, maxPayout, maxLegs } = limits;
  throw refusals.failed(reason, { minStake, maxStake, maxPayout, maxLegs });
}

/** The slip's legs as the maths package takes them; a market or selection we do not know is bad input. */
function slipCoupon(input: PlaceCouponInput, limits: CouponLimits): Coupon {
  if (input.kind !== 'system' && input.sizes.length > 0)
    throw refusals.invalid({ sizes: 'invalid_value' });
  const legs = input.legs.map((leg, i): CouponLeg => {
    const market = parseMarketKey(leg.market);
    if (!market) throw refusals.invalid({ [`legs.${i}.market`]: 'invalid_value' });
    if (!isSelectionOf(market, leg.selection))
      throw refusals.invalid({ [`legs.${i}.selection`]: 'invalid_value' });
    return { eventId: leg.eventId, market, selection: leg.selection, odds: leg.odds };
  });
  return {
    type: couponTypeOf(
      input.kind,
      [...input.sizes].sort((a, b) => a - b),
    ),
    legs,
    stakePerLine: input.stakePerLine,
    maxPayout: limits.maxPayout,
  };
}

/**
 * Each leg against the market as it stands (rows locked): the odds to take, or a refusal
 * carrying every change for the slip. A suspended or withdrawn selection always refuses;
 * changed odds refuse unless the player accepts them (any change, or only higher ones).
 */
async function priceLegs(
  tx: Db,
  coupon: Coupon,
  input: PlaceCouponInput,
  sportsNow: Date,
): Promise<{ legs: CouponLeg[]; maxStakes: Map<string, number | null> }> {
  const refs = input.legs.map((leg) => ({ eventId: leg.eventId, marketKey: leg.market }));
  // The markets first, locked: every writer of prices or states (live repricing, a goal's
  // suspension, settlement) updates them, so it waits for this placement or this placement
  // waits for it and then reads the event as it committed it. The event row is only read: the
  // events side takes it before or after the markets depending on the path, and a lock on
  // both could close a cycle with one of them.
  const markets = await readMarkets(tx, refs, { lock: 'share' });
  const events = await readEvents(
    tx,
    refs.map((r) => r.eventId),
  );
  const changes: OddsChange[] = [];
  let unavailable = false;
  let lower = false;
  const legs = coupon.legs.map((leg, i) => {
    const ref = refs[i]!;
    const odds = currentOdds(
      events.get(ref.eventId),
      markets.get(marketKeyOf(ref.eventId, ref.marketKey)),
      leg.selection,
      sportsNow,
    );
    if (odds === leg.odds) return leg;
    changes.push({
      eventId: leg.eventId,
      marketKey: ref.marketKey,
      selection: leg.selection,
      odds,
    });
    if (odds === null) unavailable = true;
    else if (odds < leg.odds) lower = true;
    return { ...leg, odds: odds ?? leg.odds };
  });
  if (changes.length > 0) {
    const accepted =
      !unavailable &&
      (input.acceptOddsChanges === 'any' || (input.acceptOddsChanges === 'higher' && !lower));
    if (!accepted) {
      const data = {
        changes: changes.map((c) => ({
          eventId: c.eventId,
          marketKey: c.marketKey,
          selection: c.selection,
          odds: c.odds,
        })),
      };
      throw unavailable
        ? refusals.conflict('coupon_selection_suspended', undefined, data)
        : refusals.conflict('coupon_odds_changed', undefined, data);
    }
  }
  const maxStakes = new Map([...events.values()].map((e) => [e.id, e.maxStake]));
  return { legs, maxStakes };
}

/** The operator's maximum stake per event: the stake of a coupon's lines that hold the event. */
function checkEventStakes(coupon: Coupon, maxStakes: Map<string, number | null>): void {
  const lines = couponLines(coupon.type, coupon.legs.length);
  for (const [eventId, maxStake] of maxStakes) {
    if (maxStake === null) continue;
    const holding = lines.filter((line) => line.some((i) => coupon.legs[i]!.eventId === eventId));
    if (holding.length * coupon.stakePerLine > maxStake)
      throw refusals.failed('coupon_event_stake_above_maximum', { eventId, maxStake });
  }
}

/** A retried submission answers the first placement; a key reused for another slip is refused. */
async function replay(
  tx: Db,
  deps: CouponDeps,
  first: CouponRow,
  input: PlaceCouponInput,
): Promise<{ coupon: CouponDetail; balance: number }> {
  const detail = await loadCouponDetail(tx, first, { offerAt: deps.sportsNow() });
  const same =
    first.kind === input.kind &&
    first.stakePerLine === input.stakePerLine &&
    detail.legs.length === input.legs.length &&
    input.legs.every((leg, i) => {
      const taken = detail.legs[i]!;
      return (
        taken.eventId === leg.eventId &&
        taken.marketKey === leg.market &&
        taken.selection === leg.selection
      );
    });
  if (!same) throw refusals.conflict('process_failed', { requestKey: 'invalid_value' });
  return { coupon: detail, balance: await balanceOfPlayer(deps.wallet, tx, first.userId) };
}

/**
 * Places a coupon in the caller's transaction: checks the slip, locks and prices its legs,
 * checks the limits, takes the stake through the wallet and stores the coupon and its legs.
 * Idempotent by the request key.
 */
export async function placeCoupon(
  tx: Db,
  deps: CouponDeps,
  userId: number,
  input: PlaceCouponInput,
): Promise<{ coupon: CouponDetail; balance: number }> {
  const key = input.requestKey ?? null;
  if (key) {
    const first = await repo.findByRequestKey(tx, userId, key);
    if (first) return replay(tx, deps, first, input);
  }
  const { limits } = deps;
  if (input.legs.length > limits.maxLegs) refuseCouponError('too-many-legs', limits);
  const slip = slipCoupon(input, limits);
  const shapeError = validateCoupon(slip, limits);
  if (shapeError) refuseCouponError(shapeError, limits);
  const now = deps.now();
  const sportsNow = deps.sportsNow();
  const { legs, maxStakes } = await priceLegs(tx, slip, input, sportsNow);
  const coupon: Coupon = { ...slip, legs };
  const pricedError = validateCoupon(coupon, limits);
  if (pricedError) refuseCouponError(pricedError, limits);
  const uncapped = possiblePayout({ ...coupon, maxPayout: Number.MAX_SAFE_INTEGER });
  if (uncapped > limits.maxPayout)
    throw refusals.failed('coupon_payout_above_maximum', {
      maxPayout: limits.maxPayout,
      possiblePayout: uncapped,
    });
  checkEventStakes(coupon, maxStakes);
  const lines = lineCount(coupon.type, legs.length);
  const row = await repo.insert(tx, {
    userId,
    requestKey: key,
    kind: input.kind,
    sizes: coupon.type.kind === 'system' ? [...coupon.type.sizes] : [],
    stakePerLine: coupon.stakePerLine,
    lineCount: lines,
    totalStake: coupon.stakePerLine * lines,
    maxPayout: coupon.maxPayout,
    possiblePayout: possiblePayout(coupon),
    acceptOddsChanges: input.acceptOddsChanges,
    createdAt: now,
  });
  if (!row) {
    // A concurrent submission with the same key placed it first (the insert waited for it).
    const first = await repo.findByRequestKey(tx, userId, key!);
    if (!first) throw new Error('coupon neither inserted nor found');
    return replay(tx, deps, first, input);
  }
  const balance = await takeStake(deps.wallet, tx, row);
  await repo.insertLegs(
    tx,
    row.id,
    legs.map((leg, i) => ({
      legIndex: i,
      eventId: leg.eventId,
      marketKey: input.legs[i]!.market,
      selection: leg.selection,
      odds: leg.odds,
    })),
  );
  return { coupon: await loadCouponDetail(tx, row, { offerAt: sportsNow }), balance };
}
