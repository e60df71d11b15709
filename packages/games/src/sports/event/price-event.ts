import type { FairMarket } from '../core/fair-price.ts';
import { applyMargin, type PricedMarket } from '../margin/apply-margin.ts';
import type { MarginTable } from '../margin/margins.ts';
import { eventFairMarkets, type EventModel, type FairMarketsOptions } from './event-model.ts';

/** Each market with the operator's margin for its type. */
export function priceMarkets(fair: readonly FairMarket[], margins: MarginTable): PricedMarket[] {
  return fair.map((market) => applyMargin(market, margins[market.spec.type]));
}

/** The event's offered markets and odds (in hundredths). */
export function priceEvent(
  event: EventModel,
  margins: MarginTable,
  options: FairMarketsOptions = {},
): PricedMarket[] {
  return priceMarkets(eventFairMarkets(event, options), margins);
}
