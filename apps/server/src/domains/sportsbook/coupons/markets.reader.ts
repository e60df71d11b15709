import type {
  LegOutcomeName,
  SportEventState,
  SportKey,
  SportMarketState,
} from '@lale/contract/methods/sportsbook';
import { LEG_OUTCOMES, MAX_ODDS, MIN_ODDS } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * What the coupons read of the events side's tables (migration 0023): an event's state and
 * names, and a market's state, current odds and outcomes. A placement reads them as one jsonb
 * value (`sport_coupon_state`, migration 0030: `versionedLegs`); the others with the queries below.
 */
export interface EventState {
  id: string;
  sport: SportKey;
  state: SportEventState;
  suspendedUntil: Date | null;
  operatorSuspended: boolean;
  maxStake: number | null;
  home: string;
  away: string;
  startsAt: Date;
  /** The final score line, or the live score while in play. */
  score: string | null;
}

export interface MarketState {
  eventId: string;
  marketKey: string;
  type: string;
  state: SportMarketState;
  operatorSuspended: boolean;
  odds: Readonly<Record<string, number | null>>;
  outcomes: Readonly<Record<string, string>> | null;
}

type Raw = Record<string, unknown>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);

export const marketKeyOf = (eventId: string, marketKey: string) => `${eventId}|${marketKey}`;

function liveScore(live: unknown): string | null {
  const value = json<Record<string, unknown> | null>(live);
  if (!value || typeof value !== 'object') return null;
  const score = (value.score ?? value) as Record<string, unknown>;
  return Number.isInteger(score.home) && Number.isInteger(score.away)
    ? `${String(score.home)}-${String(score.away)}`
    : null;
}

export async function readEvents(db: Db, ids: readonly string[]): Promise<Map<string, EventState>> {
  const events = new Map<string, EventState>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return events;
  const result = await db.execute(sql`select e.id, e.sport, e.state, e.suspended_until,
      e.operator_suspended, e.max_stake, e.starts_at, e.result_text, e.live,
      h.name as home, a.name as away
    from sport_events e
    join sport_teams h on h.id = e.home_team_id
    join sport_teams a on a.id = e.away_team_id
    where e.id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by e.id`);
  for (const r of rowsOf<Raw>(result)) {
    const event = eventOf(r);
    events.set(event.id, event);
  }
  return events;
}

function eventOf(r: Raw): EventState {
  return {
    id: String(r.id),
    sport: r.sport as SportKey,
    state: r.state as SportEventState,
    suspendedUntil: dateOrNull(r.suspended_until),
    operatorSuspended: Boolean(r.operator_suspended),
    maxStake: r.max_stake === null || r.max_stake === undefined ? null : Number(r.max_stake),
    home: String(r.home),
    away: String(r.away),
    startsAt: new Date(r.starts_at as string),
    score: (r.result_text as string | null) ?? liveScore(r.live),
  };
}

function marketOf(r: Raw): MarketState {
  return {
    eventId: String(r.event_id),
    marketKey: String(r.market_key),
    type: String(r.type),
    state: r.state as SportMarketState,
    operatorSuspended: Boolean(r.operator_suspended),
    odds: json<Record<string, number | null>>(r.odds) ?? {},
    outcomes: json<Record<string, string> | null>(r.outcomes),
  };
}

export interface LegsState {
  events: Map<string, EventState>;
  markets: Map<string, MarketState>;
}

/**
 * The version of each event (by id) and market (by `marketKeyOf`) of a legs' state:
 * `sport_place_coupon` (migration 0030) places the coupon only if they are still these.
 */
export interface LegVersions {
  events: Record<string, number>;
  markets: Record<string, number>;
}

/** A legs' state and the versions it was read at. */
export interface VersionedLegs {
  state: LegsState;
  versions: LegVersions;
}

/** `sport_coupon_state`'s value (migration 0030; its keys are the columns') as maps. */
export function versionedLegs(value: unknown): VersionedLegs {
  const raw = json<{ events: Raw[]; markets: Raw[] }>(value);
  const state: LegsState = { events: new Map(), markets: new Map() };
  const versions: LegVersions = { events: {}, markets: {} };
  for (const r of raw.events) {
    const event = eventOf(r);
    state.events.set(event.id, event);
    versions.events[event.id] = Number(r.version);
  }
  for (const r of raw.markets) {
    const market = marketOf(r);
    const key = marketKeyOf(market.eventId, market.marketKey);
    state.markets.set(key, market);
    versions.markets[key] = Number(r.version);
  }
  return { state, versions };
}

export async function readMarkets(
  db: Db,
  legs: readonly { eventId: string; marketKey: string }[],
): Promise<Map<string, MarketState>> {
  const markets = new Map<string, MarketState>();
  const keys = [...new Map(legs.map((l) => [marketKeyOf(l.eventId, l.marketKey), l])).values()];
  if (keys.length === 0) return markets;
  const result = await db.execute(sql`select event_id, market_key, type, state,
      operator_suspended, odds, outcomes
    from sport_markets
    where (event_id, market_key) in (${sql.join(
      keys.map((k) => sql`(${k.eventId}::bigint, ${k.marketKey}::text)`),
      sql`, `,
    )})
    order by event_id, market_key`);
  for (const r of rowsOf<Raw>(result)) {
    const market = marketOf(r);
    markets.set(marketKeyOf(market.eventId, market.marketKey), market);
  }
  return markets;
}

const isOdds = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= MIN_ODDS && (value as number) <= MAX_ODDS;

/** Whether the event takes bets now: scheduled or in play, and not suspended on `now`'s clock. */
export function eventOpen(event: EventState | undefined, now: Date): boolean {
  if (!event || (event.state !== 'scheduled' && event.state !== 'live')) return false;
  if (event.operatorSuspended) return false;
  return !(event.suspendedUntil && event.suspendedUntil.getTime() > now.getTime());
}

/** The selection's odds on offer now, or null when it cannot be bet on (suspended, closed, gone). */
export function currentOdds(
  event: EventState | undefined,
  market: MarketState | undefined,
  selection: string,
  now: Date,
): number | null {
  if (!eventOpen(event, now) || !market) return null;
  if (market.state !== 'open' || market.operatorSuspended) return null;
  const odds = Object.hasOwn(market.odds, selection) ? market.odds[selection] : null;
  return isOdds(odds) ? odds : null;
}

/**
 * How a leg ended, or null while it is undecided: a void event or market voids it; a settled
 * market gives its selection's outcome. Anything else (an outcome missing or unreadable)
 * leaves the leg open: a coupon that cannot be settled stays open, never lost.
 */
export function decidedOutcome(
  event: EventState | undefined,
  market: MarketState | undefined,
  selection: string,
): LegOutcomeName | null {
  if (event?.state === 'void' || market?.state === 'void') return 'void';
  if (market?.state !== 'settled' || !market.outcomes) return null;
  const outcome = Object.hasOwn(market.outcomes, selection) ? market.outcomes[selection] : null;
  return (LEG_OUTCOMES as readonly string[]).includes(outcome as string)
    ? (outcome as LegOutcomeName)
    : null;
}
