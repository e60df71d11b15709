import type { Lang } from '@lale/contract/languages';
import type {
  SportsbookEventTab,
  SportsbookOperatorEvent,
  SportsbookOperatorMarket,
  SportsbookOperatorMarkets,
  SportsbookSystemSuspension,
} from '@lale/contract/backoffice';
import { parseMarketKey, selectionsOf } from '@lale/games/sports';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * The back office's reading of the sportsbook: events by state with what the public RPC does
 * not tell (who suspended them, the maximum stake, the open coupons on them) and every market
 * with its stored odds, suspended or not. Read only; no lock.
 */

const TAB_STATE: Record<SportsbookEventTab, SportsbookOperatorEvent['state']> = {
  upcoming: 'scheduled',
  live: 'live',
  finished: 'finished',
  void: 'void',
};

type Raw = Record<string, unknown>;

/**
 * Folds a text the way the SQL below folds the names: Turkish dotted and dotless i (İ I ı)
 * all read as i, then lower case, so "istanbul", "İstanbul" and "ISTANBUL" find each other.
 */
export function foldSearch(text: string): string {
  return text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFC');
}

const folded = (column: SQL) => sql`lower(translate(${column}, 'İIı', 'iii'))`;

/** Every word of the search in the teams' or league's names (either language). */
function searchClause(search: string): SQL {
  const words = foldSearch(search).split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return sql`true`;
  const haystack = folded(
    sql`h.name || ' ' || a.name || ' ' || l.name_tr || ' ' || l.name_en || ' ' || e.id::text`,
  );
  return sql.join(
    words.map((word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`),
    sql` and `,
  );
}

const EVENT_SELECT = (lang: Lang) => sql`e.id::text as id, e.sport,
  ${lang === 'en' ? sql`l.name_en` : sql`l.name_tr`} as league_name, h.name as home,
  a.name as away, e.starts_at, e.state, e.operator_suspended, e.suspended_until, e.max_stake,
  e.live, e.result_text`;

const EVENT_FROM = sql`sport_events e
  join sport_leagues l on l.id = e.league_id
  join sport_teams h on h.id = e.home_team_id
  join sport_teams a on a.id = e.away_team_id`;

/** Per event: its markets and the open coupons with an undecided leg on it (their risk). */
const EVENT_FIGURES = sql`
  (select count(*) from sport_markets m where m.event_id = p.id::bigint) as market_count,
  (select count(*) from sport_markets m where m.event_id = p.id::bigint
    and m.state = 'open' and not m.operator_suspended) as open_market_count,
  risk.coupons as open_coupons, risk.stake as open_stake, risk.payout as open_payout`;

const RISK = sql`left join lateral (
    select count(*) as coupons, coalesce(sum(c.total_stake), 0) as stake,
      coalesce(sum(least(c.possible_payout, c.max_payout)), 0) as payout
    from sport_coupons c
    where c.outcome = 'open' and c.id in (
      select g.coupon_id from sport_coupon_legs g
      where g.event_id = p.id::bigint and g.outcome is null)
  ) risk on true`;

/** Why the system stops betting on the event now (event.presenter's `eventSuspended`). */
export function systemSuspension(
  event: { sport: string; state: string; suspendedUntil: Date | null },
  sportsNow: Date,
): SportsbookSystemSuspension | null {
  if (event.state !== 'scheduled' && event.state !== 'live') return null;
  if (event.suspendedUntil && event.suspendedUntil > sportsNow) return 'after_goal';
  return event.state === 'live' && event.sport !== 'football' ? 'in_play_closed' : null;
}

function toEvent(row: Raw, sportsNow: Date): SportsbookOperatorEvent {
  const state = row.state as SportsbookOperatorEvent['state'];
  const sport = row.sport as SportsbookOperatorEvent['sport'];
  const live = row.live as { home?: number; away?: number } | null;
  const suspendedUntil = row.suspended_until ? new Date(row.suspended_until as string) : null;
  const score =
    state === 'live' && live && typeof live.home === 'number' && typeof live.away === 'number'
      ? `${live.home}-${live.away}`
      : ((row.result_text as string | null) ?? null);
  return {
    id: String(row.id),
    sport,
    leagueName: row.league_name as string,
    home: row.home as string,
    away: row.away as string,
    startsAt: new Date(row.starts_at as string).toISOString(),
    state,
    operatorSuspended: row.operator_suspended === true,
    suspendedBySystem: systemSuspension({ sport, state, suspendedUntil }, sportsNow),
    maxStake: row.max_stake === null ? null : Number(row.max_stake),
    marketCount: Number(row.market_count ?? 0),
    openMarketCount: Number(row.open_market_count ?? 0),
    score,
    openCoupons: Number(row.open_coupons ?? 0),
    openStake: Number(row.open_stake ?? 0),
    openPayout: Number(row.open_payout ?? 0),
  };
}

/**
 * One tab of events, a page of it with the tab's total: upcoming and live by kick-off,
 * finished and void newest first.
 */
export async function listOperatorEvents(
  db: Db,
  query: { state: SportsbookEventTab; search: string; limit: number; offset: number },
  lang: Lang,
  sportsNow: Date,
): Promise<{ items: SportsbookOperatorEvent[]; total: number }> {
  const state = TAB_STATE[query.state];
  const where = sql`e.state = ${state} and ${searchClause(query.search)}`;
  const order =
    state === 'scheduled' || state === 'live'
      ? sql`e.starts_at, e.id`
      : sql`e.finished_at desc nulls last, e.starts_at desc, e.id desc`;
  const orderOuter =
    state === 'scheduled' || state === 'live'
      ? sql`p.starts_at, p.id::bigint`
      : sql`p.finished_at desc nulls last, p.starts_at desc, p.id::bigint desc`;
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      with p as (
        select ${EVENT_SELECT(lang)}, e.finished_at, count(*) over () as total
        from ${EVENT_FROM} where ${where}
        order by ${order} limit ${query.limit} offset ${query.offset})
      select p.*, ${EVENT_FIGURES} from p ${RISK}
      order by ${orderOuter}`),
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from ${EVENT_FROM} where ${where}`),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return { items: rows.map((row) => toEvent(row, sportsNow)), total };
}

/** An event's every market with its stored odds (even suspended); null when no such event. */
export async function operatorEventMarkets(
  db: Db,
  eventId: string,
  lang: Lang,
  sportsNow: Date,
): Promise<SportsbookOperatorMarkets | null> {
  const [row] = rowsOf<Raw>(
    await db.execute(sql`
      with p as (select ${EVENT_SELECT(lang)} from ${EVENT_FROM} where e.id = ${eventId})
      select p.*, ${EVENT_FIGURES} from p ${RISK}`),
  );
  if (!row) return null;
  const event = toEvent(row, sportsNow);
  const eventOpen =
    (event.state === 'scheduled' || event.state === 'live') &&
    !event.operatorSuspended &&
    event.suspendedBySystem === null;
  const markets = rowsOf<Raw>(
    await db.execute(sql`select market_key, type, line, state, operator_suspended, odds, outcomes
      from sport_markets where event_id = ${eventId} order by sort, market_key`),
  );
  return {
    event,
    markets: markets.map((market): SportsbookOperatorMarket => {
      const key = market.market_key as string;
      const state = market.state as SportsbookOperatorMarket['state'];
      const operatorSuspended = market.operator_suspended === true;
      const odds = (market.odds as Record<string, number | null> | null) ?? {};
      const outcomes = (market.outcomes as Record<string, string> | null) ?? null;
      const spec = parseMarketKey(key);
      const keys = spec ? selectionsOf(spec) : Object.keys(odds);
      return {
        key,
        type: market.type as string,
        line: market.line === null ? null : Number(market.line),
        state,
        operatorSuspended,
        offered: eventOpen && state === 'open' && !operatorSuspended,
        selections: keys
          .filter((selection) => selection in odds || outcomes?.[selection] !== undefined)
          .map((selection) => ({
            key: selection,
            odds: odds[selection] ?? null,
            ...(outcomes?.[selection]
              ? {
                  outcome: outcomes[selection] as NonNullable<
                    SportsbookOperatorMarket['selections'][number]['outcome']
                  >,
                }
              : {}),
          })),
      };
    }),
  };
}
