import {
  cashOutValue,
  chancesFromOdds,
  isMarketType,
  marketCoverage,
  parseMarketKey,
  type LegState,
  type OutcomeChances,
} from '@lale/games/sports';
import type { Db } from '../../../db/client.ts';
import { CASH_OUT_MARGIN_BASIS_POINTS } from './coupon-limits.ts';
import { couponOf } from './coupon-maths.ts';
import type { CouponRow, LegRow } from './coupons.repository.ts';
import {
  currentOdds,
  decidedOutcome,
  marketKeyOf,
  readEvents,
  readMarkets,
  type EventState,
  type LegsState,
  type MarketState,
} from './markets.reader.ts';

/**
 * An open leg's chances from its market's current odds. `chancesFromOdds` recovers the
 * market's margin from the offered odds themselves (they were priced with the operator's
 * margin, `sport_margins` over `DEFAULT_MARGINS`), so no margin table is read here. Null when
 * the leg cannot be priced now (suspended, closed, not offered): then there is no offer.
 */
function legChances(
  leg: LegRow,
  event: EventState | undefined,
  market: MarketState | undefined,
  now: Date,
): OutcomeChances | null {
  if (!market || currentOdds(event, market, leg.selection, now) === null) return null;
  const offered: [string, number][] = [];
  for (const selection of Object.keys(market.odds)) {
    const odds = currentOdds(event, market, selection, now);
    if (odds !== null) offered.push([selection, odds]);
  }
  const index = offered.findIndex(([selection]) => selection === leg.selection);
  const spec = parseMarketKey(leg.marketKey);
  if (index < 0 || !spec || !isMarketType(spec.type)) return null;
  return chancesFromOdds(
    offered.map(([, odds]) => odds),
    index,
    marketCoverage(spec), // a place market's is the places it pays
  );
}

/**
 * The house's cash-out offer for an open coupon now, in kuruş, or null (closed, a leg not
 * priceable right now, or `cashOutValue` has none). Legs whose market is decided but not yet
 * recorded on the coupon count as decided.
 */
export async function cashOutOffer(
  db: Db,
  coupon: CouponRow,
  legs: readonly LegRow[],
  now: Date,
): Promise<number | null> {
  if (coupon.outcome !== 'open') return null;
  const events = await readEvents(
    db,
    legs.map((leg) => leg.eventId),
  );
  const markets = await readMarkets(db, legs);
  return offerAt(coupon, legs, { events, markets }, now);
}

/** `cashOutOffer` from the legs' events and markets as the caller holds them. */
export function offerAt(
  coupon: CouponRow,
  legs: readonly LegRow[],
  { events, markets }: LegsState,
  now: Date,
): number | null {
  if (coupon.outcome !== 'open') return null;
  const states: LegState[] = [];
  const chances: (OutcomeChances | null)[] = [];
  for (const leg of legs) {
    const event = events.get(leg.eventId);
    const market = markets.get(marketKeyOf(leg.eventId, leg.marketKey));
    const state = leg.outcome ?? decidedOutcome(event, market, leg.selection) ?? 'open';
    states.push(state);
    if (state !== 'open') {
      chances.push(null);
      continue;
    }
    const legChance = legChances(leg, event, market, now);
    if (!legChance) return null;
    chances.push(legChance);
  }
  return cashOutValue({
    coupon: couponOf(coupon, legs),
    states,
    chances,
    marginBasisPoints: CASH_OUT_MARGIN_BASIS_POINTS,
  });
}
