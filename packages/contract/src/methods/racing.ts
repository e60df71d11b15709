import { z } from 'zod';
import { limit, offset } from '../fields.ts';
import { defineMethod, reply } from '../method.ts';

/**
 * Virtual horse and greyhound racing (issue 15): a race every few minutes whether or not anyone
 * watches. Each race is a sportsbook event (bet through `sportsbook.place_coupon` with the
 * markets `racing.win`, `racing.place@k`, `racing.forecast`, `racing.tricast`), its finishing
 * order drawn from seeds whose hash is shown before betting opens. Times ISO, odds hundredths.
 */
export const RACING_PRODUCTS = ['horse_racing', 'greyhound_racing'] as const;
export type RacingProductKey = (typeof RACING_PRODUCTS)[number];

export interface RaceRunner {
  /** Runner number (greyhounds: trap) 1–n: a selection key. */
  number: number;
  name: string;
  /** The last five places, oldest first. */
  form: number[];
  winOdds: number | null;
  placeOdds: number | null;
}

export interface RaceAnimation {
  /** frames[f][number − 1]: distance run, 0 (start) to 1 (the line), evenly over the show. */
  frames: number[][];
  /** When each runner crosses the line, as a share of the show. */
  finishAt: number[];
}

export interface RaceCard {
  eventId: string;
  raceNo: number;
  venue: string;
  /** The off: betting closes. */
  startsAt: string;
  /** The end of the show: result and settlement. */
  endsAt: string;
  state: 'open' | 'playing' | 'finished';
  /** The event's version (the bet slip takes the odds of it). */
  version: number;
  runners: RaceRunner[];
  /** Places paid by `racing.place@k`: 2 up to 7 runners, else 3. */
  placesPaid: number;
  /** Forecast (`a-b`) and tricast (`a-b-c`) odds by selection; null when not offered. */
  forecastOdds: Record<string, number | null>;
  tricastOdds: Record<string, number | null>;
  /** True while bets are taken. */
  open: boolean;
  serverSeedHash: string;
  clientSeed: string;
  /** Revealed once the race is over. */
  serverSeed: string | null;
  /** Runner numbers from the winner, once the race has started (the show reveals it). */
  order: number[] | null;
  /** The race as shown, once it has started. */
  animation: RaceAnimation | null;
}

export interface RaceBoard {
  product: RacingProductKey;
  intervalMs: number;
  showMs: number;
  serverTime: string;
  /** The race running (if any), then the ones open, oldest first. */
  races: RaceCard[];
  lastFinished: RaceCard | null;
}

const product = () => z.enum(RACING_PRODUCTS, { error: 'invalid_value' });

export const racing = {
  list_races: defineMethod({
    auth: 'none',
    payload: z.object({ product: product() }),
    reply: reply<RaceBoard>(),
  }),
  list_results: defineMethod({
    auth: 'none',
    payload: z.object({ product: product(), limit: limit(10, 20), offset: offset() }),
    reply: reply<RaceCard[]>(),
    paginated: true,
  }),
};
