import { DEFAULT_MARGINS, footballModel, priceEvent, type MarketSpec } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';

/**
 * Events and markets written straight into the events side's tables (migration 0023) for the
 * coupons' tests, priced by `@lale/games/sports` with the default margins.
 */
const LEAGUE_ID = 9_901;
let teamSerial = 0;

export const FOOTBALL_SPECS: MarketSpec[] = [
  { type: 'football.match_result' },
  { type: 'football.total_goals', line: 2.5 },
  { type: 'football.both_teams_to_score' },
  { type: 'football.asian_handicap', line: -0.25 },
  { type: 'football.double_chance' },
];

export interface TestEvent {
  id: string;
  /** The odds on offer as created: `odds['football.match_result'].home`. */
  odds: Record<string, Record<string, number | null>>;
}

async function ensureLeague(db: Db): Promise<void> {
  await db.execute(sql`insert into sport_leagues (id, sport, country_code, name_tr, name_en)
    values (${LEAGUE_ID}, 'football', 'TR', 'Test Ligi', 'Test League') on conflict do nothing`);
}

async function team(db: Db, name: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into sport_teams (id, league_id, name, ratings)
      values ((select coalesce(max(id), 90000) + 1 from sport_teams where id > 90000),
        ${LEAGUE_ID}, ${name}, '{}') returning id`),
  );
  return Number(row!.id);
}

export async function createFootballEvent(
  db: Db,
  options: {
    state?: 'scheduled' | 'live' | 'finished' | 'void';
    startsAt?: Date;
    maxStake?: number | null;
    homeGoals?: number;
    awayGoals?: number;
  } = {},
): Promise<TestEvent> {
  await ensureLeague(db);
  teamSerial++;
  const home = await team(db, `Ev Sahibi ${process.pid}-${teamSerial}`);
  const away = await team(db, `Deplasman ${process.pid}-${teamSerial}`);
  const startsAt = options.startsAt ?? new Date(Date.now() + 86_400_000);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into sport_events (league_id, sport, home_team_id, away_team_id,
        starts_at, state, model, server_seed, server_seed_hash, client_seed, max_stake, created_at)
      values (${LEAGUE_ID}, 'football', ${home}, ${away}, ${startsAt.toISOString()},
        ${options.state ?? 'scheduled'}, '{}', 'seed', 'hash', 'client', ${options.maxStake ?? null},
        now()) returning id`),
  );
  const id = String(row!.id);
  const priced = priceEvent(
    {
      sport: 'football',
      model: footballModel({
        homeGoals: options.homeGoals ?? 1.5,
        awayGoals: options.awayGoals ?? 1.1,
      }),
    },
    DEFAULT_MARGINS,
    { specs: FOOTBALL_SPECS },
  );
  const odds: TestEvent['odds'] = {};
  for (const [sort, market] of priced.entries()) {
    const map = Object.fromEntries(market.selections.map((s) => [s.key, s.odds]));
    odds[market.key] = map;
    await db.execute(sql`insert into sport_markets (event_id, market_key, type, line, state, odds, sort)
      values (${id}, ${market.key}, ${market.spec.type}, ${market.spec.line ?? null}, 'open',
        ${JSON.stringify(map)}::jsonb, ${sort})`);
  }
  return { id, odds };
}

export async function setOdds(
  db: Db,
  eventId: string,
  marketKey: string,
  selection: string,
  odds: number | null,
): Promise<void> {
  await db.execute(sql`update sport_markets
    set odds = jsonb_set(odds, ${`{${selection}}`}::text[], ${JSON.stringify(odds)}::jsonb)
    where event_id = ${eventId} and market_key = ${marketKey}`);
}

export async function updateMarket(
  db: Db,
  eventId: string,
  marketKey: string,
  change: { state?: string; operatorSuspended?: boolean },
): Promise<void> {
  await db.execute(sql`update sport_markets
    set state = coalesce(${change.state ?? null}, state),
      operator_suspended = coalesce(${change.operatorSuspended ?? null}, operator_suspended)
    where event_id = ${eventId} and market_key = ${marketKey}`);
}

export async function updateEvent(
  db: Db,
  eventId: string,
  change: {
    state?: string;
    operatorSuspended?: boolean;
    suspendedUntil?: Date | null;
    maxStake?: number | null;
  },
): Promise<void> {
  await db.execute(sql`update sport_events
    set state = coalesce(${change.state ?? null}, state),
      operator_suspended = coalesce(${change.operatorSuspended ?? null}, operator_suspended),
      suspended_until = ${change.suspendedUntil === undefined ? sql`suspended_until` : (change.suspendedUntil?.toISOString() ?? null)},
      max_stake = ${change.maxStake === undefined ? sql`max_stake` : change.maxStake}
    where id = ${eventId}`);
}

/** Settles a market with each selection's outcome (as the events side will). */
export async function settleMarket(
  db: Db,
  eventId: string,
  marketKey: string,
  outcomes: Record<string, string>,
): Promise<void> {
  await db.execute(sql`update sport_markets set state = 'settled', outcomes = ${JSON.stringify(outcomes)}::jsonb
    where event_id = ${eventId} and market_key = ${marketKey}`);
}

export async function voidMarket(db: Db, eventId: string, marketKey: string): Promise<void> {
  await updateMarket(db, eventId, marketKey, { state: 'void' });
}
