import type { BasketballModel } from '../basketball/model.ts';
import { basketballFairMarkets, basketballMarketSpecs } from '../basketball/markets.ts';
import type { FairMarket } from '../core/fair-price.ts';
import { assertMarketSpec, type MarketSpec } from '../core/market-spec.ts';
import { isMarketOfSport, type RacingSport } from '../core/market-types.ts';
import { footballFairMarkets, footballMarketSpecs } from '../football/markets.ts';
import type { FootballModel } from '../football/model.ts';
import type { FootballState } from '../football/state.ts';
import { tennisFairMarkets, tennisMarketSpecs } from '../tennis/markets.ts';
import type { TennisModel } from '../tennis/match.ts';
import { racingFairMarkets, racingMarketSpecs, racingSelections } from '../racing/markets.ts';
import { selectionsOf } from '../core/selections.ts';
import type { RacingModel } from '../racing/model.ts';
import { volleyballFairMarkets, volleyballMarketSpecs } from '../volleyball/markets.ts';
import type { VolleyballModel } from '../volleyball/model.ts';

/** An event's pricing model, tagged by sport. */
export type EventModel =
  | { sport: 'football'; model: FootballModel }
  | { sport: 'basketball'; model: BasketballModel }
  | { sport: 'tennis'; model: TennisModel }
  | { sport: 'volleyball'; model: VolleyballModel }
  | { sport: RacingSport; model: RacingModel };

export function defaultMarketSpecs(event: EventModel): MarketSpec[] {
  switch (event.sport) {
    case 'football':
      return footballMarketSpecs();
    case 'basketball':
      return basketballMarketSpecs(event.model);
    case 'tennis':
      return tennisMarketSpecs(event.model);
    case 'volleyball':
      return volleyballMarketSpecs();
    case 'horse_racing':
    case 'greyhound_racing':
      return racingMarketSpecs(event.model);
  }
}

/** The selections this event offers in a market: a race's are those of its own runners. */
export function eventSelections(event: EventModel, spec: MarketSpec): readonly string[] {
  return event.sport === 'horse_racing' || event.sport === 'greyhound_racing'
    ? racingSelections(spec, event.model.win.length)
    : selectionsOf(spec);
}

export interface FairMarketsOptions {
  specs?: readonly MarketSpec[];
  /** Where a football match stands, for live prices; other sports are priced pre-match. */
  footballState?: FootballState;
}

/** The event's markets at fair prices (before margin); decided in-play markets are left out. */
export function eventFairMarkets(
  event: EventModel,
  options: FairMarketsOptions = {},
): FairMarket[] {
  const specs = options.specs ?? defaultMarketSpecs(event);
  for (const spec of specs) {
    assertMarketSpec(spec);
    if (!isMarketOfSport(spec.type, event.sport)) {
      throw new RangeError(`${spec.type} is not a ${event.sport} market`);
    }
  }
  if (options.footballState && event.sport !== 'football') {
    throw new RangeError('only football is priced in play');
  }
  switch (event.sport) {
    case 'football':
      return footballFairMarkets(event.model, specs, options.footballState);
    case 'basketball':
      return basketballFairMarkets(event.model, specs);
    case 'tennis':
      return tennisFairMarkets(event.model, specs);
    case 'volleyball':
      return volleyballFairMarkets(event.model, specs);
    case 'horse_racing':
    case 'greyhound_racing':
      return racingFairMarkets(event.model, specs);
  }
}
