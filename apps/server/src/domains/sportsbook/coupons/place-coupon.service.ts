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
import { Refusal, refusals, type FieldRefusals } from '../../../platform/refusal.ts';
import {
  playerRefusalOf,
  seamlessBetArgs,
  seamlessBetTaken,
  type SeamlessWallet,
} from '../../wallet/api.ts';
import { offerAt } from './cash-out-offer.ts';
import { balanceOfPlayer, stakeBet } from './coupon-money.ts';
import { couponTypeOf } from './coupon-maths.ts';
import { presentCoupon } from './coupon.presenter.ts';
import { loadCouponDetail } from './coupon-view.ts';
import { couponsRepository as repo, type CouponRow, type LegRow } from './coupons.repository.ts';
import type { CouponIds } from './coupon-ids.ts';
import type { LegsStateCache } from './legs-state-cache.ts';
import { currentOdds, marketKeyOf, versionedLegs, type LegsState } from './markets.reader.ts';

export type PlaceCouponInput = Payload<'sportsbook', 'place_coupon'>;

export interface CouponDeps {
  wallet: SeamlessWallet;
  /** Real time: when a coupon was placed, settled or cashed out. */
  now: () => Date;
  /** The sportsbook's clock (`SportsClock.now`): suspensions run on it. */
  sportsNow: () => Date;
  limits: CouponLimits;
  /** The legs' events and markets this process last read, and its coupon ids (one per database). */
  legsCache: LegsStateCache;
  couponIds: CouponIds;
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
 * Each leg against its market and event as read: the odds to take, or a refusal carrying
 * every change for the slip. A suspended or withdrawn selection always refuses; changed odds
 * refuse unless the player accepts them (any change, or only higher ones).
 */
function priceLegs(
  coupon: Coupon,
  input: PlaceCouponInput,
  state: LegsState,
  sportsNow: Date,
): CouponLeg[] {
  const { legs, changes, unavailable, lower } = repriced(coupon, input, state, sportsNow);
  if (changes.length > 0) {
    const accepted =
      !unavailable &&
      (input.acceptOddsChanges === 'any' || (input.acceptOddsChanges === 'higher' && !lower));
    if (!accepted)
      throw unavailable
        ? refusals.conflict('coupon_selection_suspended', undefined, changeFacts(changes))
        : refusals.conflict('coupon_odds_changed', undefined, changeFacts(changes));
  }
  return legs;
}

/** A refusal's data: each change, for the slip to show beside its leg. */
function changeFacts(changes: readonly OddsChange[]) {
  return {
    changes: changes.map(({ eventId, marketKey, selection, odds }) => ({
      eventId,
      marketKey,
      selection,
      odds,
    })),
  };
}

/** The slip's legs at the state read, and what differs from the odds the player saw. */
function repriced(
  coupon: Coupon,
  input: PlaceCouponInput,
  { events, markets }: LegsState,
  sportsNow: Date,
) {
  const changes: OddsChange[] = [];
  let unavailable = false;
  let lower = false;
  const legs = coupon.legs.map((leg, i) => {
    const marketKey = input.legs[i]!.market;
    const odds = currentOdds(
      events.get(leg.eventId),
      markets.get(marketKeyOf(leg.eventId, marketKey)),
      leg.selection,
      sportsNow,
    );
    if (odds === leg.odds) return leg;
    changes.push({ eventId: leg.eventId, marketKey, selection: leg.selection, odds });
    if (odds === null) unavailable = true;
    else if (odds < leg.odds) lower = true;
    return { ...leg, odds: odds ?? leg.odds };
  });
  return { legs, changes, unavailable, lower };
}

/**
 * Each leg's share of the coupon's stake: the stake of the lines that hold it. A coupon's stake
 * on an event, which counts toward the event's maximum, is the sum over its legs on the event:
 * a combination's whole stake counts toward each of its events (the conservative rule, as
 * bookmakers count it), a single's toward its own event, a system's lines that include the
 * event. Stored with the legs (`sport_coupon_legs.stake`, migration 0068).
 */
function legStakes(coupon: Coupon): number[] {
  const stakes = coupon.legs.map(() => 0);
  for (const line of couponLines(coupon.type, coupon.legs.length))
    for (const i of line) stakes[i]! += coupon.stakePerLine;
  return stakes;
}

/**
 * The operator's maximum stake per event, for this coupon alone: over it, it is refused before
 * anything is written. The player's open coupons on the event count too: `sport_place_coupon`
 * checks the sum under a lock on (player, event) (`sportsbook/sql/sport_place_coupon.sql`).
 */
function checkEventStakes(coupon: Coupon, { events }: LegsState): void {
  const stakes = legStakes(coupon);
  for (const { id: eventId, maxStake } of events.values()) {
    if (maxStake === null) continue;
    const onEvent = coupon.legs.reduce(
      (sum, leg, i) => (leg.eventId === eventId ? sum + stakes[i]! : sum),
      0,
    );
    if (onEvent > maxStake)
      throw refusals.failed('coupon_event_stake_above_maximum', { eventId, maxStake });
  }
}

/** The slip priced at the legs' state and checked against every limit: the coupon to store. */
function pricedCoupon(
  slip: Coupon,
  input: PlaceCouponInput,
  state: LegsState,
  deps: CouponDeps,
): Coupon {
  const { limits } = deps;
  const coupon: Coupon = { ...slip, legs: priceLegs(slip, input, state, deps.sportsNow()) };
  const pricedError = validateCoupon(coupon, limits);
  if (pricedError) refuseCouponError(pricedError, limits);
  const uncapped = possiblePayout({ ...coupon, maxPayout: Number.MAX_SAFE_INTEGER });
  if (uncapped > limits.maxPayout)
    throw refusals.failed('coupon_payout_above_maximum', {
      maxPayout: limits.maxPayout,
      possiblePayout: uncapped,
    });
  checkEventStakes(coupon, state);
  return coupon;
}

/** A retried submission answers the first placement; a key reused for another slip is refused. */
async function replay(
  tx: Db,
  deps: CouponDeps,
  userId: number,
  couponId: number,
  input: PlaceCouponInput,
): Promise<{ coupon: CouponDetail; balance: number }> {
  const first = await repo.find(tx, couponId, { userId });
  if (!first) throw new Error(`coupon ${couponId} of the request key is gone`);
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

/** Prices moved under a placement this many times in a row: it is refused as odds changed. */
const MAX_ATTEMPTS = 3;

/**
 * Places a coupon, as a rule in one statement and no transaction (the contract's
 * `'one-statement'`): the slip is checked and priced here from the legs' events and markets as
 * this process last read them (`LegsStateCache`), then `sport_place_coupon` (`sportsbook/sql`)
 * locks them, and if their versions are still the ones priced and the player's open stake
 * on each capped event leaves room for this coupon's, stores the coupon and its legs and takes
 * the stake, all or nothing; if a version moved, it answers with their state, from which the
 * slip is priced again. Legs this process does not know are read first (with the request key), and
 * so are known ones before a refusal: a player is refused only on what was read fresh. The
 * reply is built from what the placement holds. Idempotent by the request key.
 */
export async function placeCoupon(
  tx: Db,
  deps: CouponDeps,
  userId: number,
  input: PlaceCouponInput,
): Promise<{ coupon: CouponDetail; balance: number }> {
  const key = input.requestKey ?? null;
  const { limits } = deps;
  if (input.legs.length > limits.maxLegs) refuseCouponError('too-many-legs', limits);
  const slip = slipCoupon(input, limits);
  const shapeError = validateCoupon(slip, limits);
  if (shapeError) refuseCouponError(shapeError, limits);
  const refs = input.legs.map((leg) => ({ eventId: leg.eventId, marketKey: leg.market }));
  const read = async () => {
    const fresh = await repo.legsRead(tx, userId, key, refs);
    if (fresh.replayOf !== null) return fresh.replayOf;
    const legs = versionedLegs(fresh.state);
    deps.legsCache.store(legs);
    return legs;
  };
  let cached = deps.legsCache.lookup(refs);
  let legs = cached ?? (await read());
  if (typeof legs === 'number') return replay(tx, deps, userId, legs, input);
  const id = await deps.couponIds.next(tx);
  for (let attempt = 1; ; attempt++) {
    let coupon: Coupon;
    try {
      coupon = pricedCoupon(slip, input, legs.state, deps);
    } catch (error) {
      if (!(cached && error instanceof Refusal)) throw error;
      legs = await read();
      if (typeof legs === 'number') return replay(tx, deps, userId, legs, input);
      coupon = pricedCoupon(slip, input, legs.state, deps);
    }
    const row = couponRow(id, userId, input, coupon, deps.now());
    const legRows: LegRow[] = coupon.legs.map((leg, i) => ({
      couponId: row.id,
      legIndex: i,
      eventId: leg.eventId,
      marketKey: input.legs[i]!.market,
      selection: leg.selection,
      odds: leg.odds,
      outcome: null,
    }));
    const bet = stakeBet(row);
    const stakes = legStakes(coupon);
    const answer = await repo
      .place(
        tx,
        row,
        legRows.map(({ legIndex, eventId, marketKey, selection, odds }) => ({
          legIndex,
          eventId,
          marketKey,
          selection,
          odds,
          stake: stakes[legIndex]!,
        })),
        legs.versions,
        seamlessBetArgs(bet),
      )
      .catch((error: unknown) => {
        throw playerRefusalOf(error) ?? error;
      });
    if ('replay' in answer) return replay(tx, deps, userId, answer.replay, input);
    if ('eventStake' in answer) {
      const { eventId, maxStake, remaining } = answer.eventStake;
      throw refusals.failed('coupon_event_stake_above_maximum', { eventId, maxStake, remaining });
    }
    if ('moved' in answer) {
      cached = null; // what it answers is current: a refusal on it stands
      legs = versionedLegs(answer.moved);
      deps.legsCache.store(legs);
      if (attempt === MAX_ATTEMPTS) {
        const { changes } = repriced(slip, input, legs.state, deps.sportsNow());
        throw refusals.conflict('coupon_odds_changed', undefined, changeFacts(changes));
      }
      continue;
    }
    seamlessBetTaken(tx, bet, answer.bet);
    const offer = offerAt(row, legRows, legs.state, deps.sportsNow());
    return {
      coupon: presentCoupon(row, legRows, legs.state.events, offer),
      balance: answer.bet.balance,
    };
  }
}

/** The coupon to store, open, as priced. */
function couponRow(
  id: number,
  userId: number,
  input: PlaceCouponInput,
  coupon: Coupon,
  now: Date,
): CouponRow {
  const lines = lineCount(coupon.type, coupon.legs.length);
  return {
    id,
    userId,
    requestKey: input.requestKey ?? null,
    kind: input.kind,
    sizes: coupon.type.kind === 'system' ? [...coupon.type.sizes] : [],
    stakePerLine: coupon.stakePerLine,
    lineCount: lines,
    totalStake: coupon.stakePerLine * lines,
    maxPayout: coupon.maxPayout,
    possiblePayout: possiblePayout(coupon),
    acceptOddsChanges: input.acceptOddsChanges,
    outcome: 'open',
    payout: 0,
    cashOutAmount: null,
    cashOutRequestKey: null,
    createdAt: now,
    settledAt: null,
  };
}
