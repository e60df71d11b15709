import { sql, type SQL } from 'drizzle-orm';
import type { SportKey } from '@lale/contract/methods/sportsbook';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { ModelParams } from '../catalogue/team-ratings.ts';
import type { MarketRow } from '../pricing/market-rows.ts';

/** Where an event in play stands, as stored in sport_events.live. */
export interface LiveState {
  period: string;
  minute: number | null;
  home: number;
  away: number;
  /** Real server epoch ms of this state. */
  at: number;
  /** Football: seconds of regulation played; the reprice bucket (every 30 s). */
  second?: number;
  bucket?: number;
}

export interface IncidentRow {
  minute: number;
  side: 'home' | 'away';
  kind: 'goal';
  score: { home: number; away: number };
}

export interface EventRow {
  id: string;
  leagueId: number;
  sport: SportKey;
  leagueNameTr: string;
  leagueNameEn: string;
  countryCode: string;
  home: string;
  away: string;
  startsAt: Date;
  state: 'scheduled' | 'live' | 'finished' | 'void';
  model: ModelParams;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  live: LiveState | null;
  incidents: IncidentRow[];
  result: Record<string, unknown> | null;
  resultText: string | null;
  suspendedUntil: Date | null;
  operatorSuspended: boolean;
  maxStake: number | null;
  version: number;
  finishedAt: Date | null;
  /** The virtual round (a race's number) of a virtual event, null for a real one. */
  virtualRound: number | null;
}

export interface StoredMarket {
  eventId: string;
  key: string;
  type: string;
  line: number | null;
  state: 'open' | 'suspended' | 'settled' | 'void';
  operatorSuspended: boolean;
  odds: Record<string, number | null>;
  outcomes: Record<string, string> | null;
  sort: number;
}

const EVENT_COLUMNS = sql`e.id::text as id, e.league_id, e.sport, l.name_tr as league_name_tr,
  l.name_en as league_name_en, l.country_code, h.name as home, a.name as away, e.starts_at,
  e.state, e.model, e.server_seed, e.server_seed_hash, e.client_seed, e.live, e.incidents,
  e.result, e.result_text, e.suspended_until, e.operator_suspended, e.max_stake, e.version,
  e.finished_at, e.virtual_round`;

const EVENT_FROM = sql`sport_events e
  join sport_leagues l on l.id = e.league_id
  join sport_teams h on h.id = e.home_team_id
  join sport_teams a on a.id = e.away_team_id`;

type RawEvent = Record<string, unknown>;
const date = (value: unknown) => (value === null ? null : new Date(value as string));

function toEvent(row: RawEvent): EventRow {
  return {
    id: String(row.id),
    leagueId: Number(row.league_id),
    sport: row.sport as SportKey,
    leagueNameTr: row.league_name_tr as string,
    leagueNameEn: row.league_name_en as string,
    countryCode: row.country_code as string,
    home: row.home as string,
    away: row.away as string,
    startsAt: new Date(row.starts_at as string),
    state: row.state as EventRow['state'],
    model: row.model as ModelParams,
    serverSeed: row.server_seed as string,
    serverSeedHash: row.server_seed_hash as string,
    clientSeed: row.client_seed as string,
    live: (row.live as LiveState | null) ?? null,
    incidents: (row.incidents as IncidentRow[] | null) ?? [],
    result: (row.result as Record<string, unknown> | null) ?? null,
    resultText: (row.result_text as string | null) ?? null,
    suspendedUntil: date(row.suspended_until ?? null),
    operatorSuspended: row.operator_suspended === true,
    maxStake: row.max_stake === null ? null : Number(row.max_stake),
    version: Number(row.version),
    finishedAt: date(row.finished_at ?? null),
    virtualRound:
      row.virtual_round === null || row.virtual_round === undefined
        ? null
        : Number(row.virtual_round),
  };
}

function toMarket(row: RawEvent): StoredMarket {
  return {
    eventId: String(row.event_id),
    key: row.market_key as string,
    type: row.type as string,
    line: row.line === null ? null : Number(row.line),
    state: row.state as StoredMarket['state'],
    operatorSuspended: row.operator_suspended === true,
    odds: row.odds as Record<string, number | null>,
    outcomes: (row.outcomes as Record<string, string> | null) ?? null,
    sort: Number(row.sort),
  };
}

export interface EventFilter {
  sport?: SportKey;
  leagueId?: number;
  states?: EventRow['state'][];
  startsFrom?: Date;
  startsBefore?: Date;
  /** Live events too, whatever their start (list_events' "today"). */
  orLive?: boolean;
  /** Virtual leagues' events (domains/virtuals) instead of the real ones'. */
  virtual?: boolean;
}

function where(filter: EventFilter): SQL {
  const parts: SQL[] = [sql`l.virtual = ${filter.virtual === true}`];
  if (filter.sport) parts.push(sql`e.sport = ${filter.sport}`);
  if (filter.leagueId !== undefined) parts.push(sql`e.league_id = ${filter.leagueId}`);
  const window: SQL[] = [];
  if (filter.states)
    window.push(
      sql`e.state in (${sql.join(
        filter.states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filter.startsFrom) window.push(sql`e.starts_at >= ${filter.startsFrom.toISOString()}`);
  if (filter.startsBefore) window.push(sql`e.starts_at < ${filter.startsBefore.toISOString()}`);
  if (window.length > 0) {
    const all = sql.join(window, sql` and `);
    parts.push(filter.orLive ? sql`((${all}) or e.state = 'live')` : sql`(${all})`);
  }
  return sql.join(parts, sql` and `);
}

export const eventsRepository = {
  /** A new event; null when the calendar already has it (another process, or a rerun). */
  async insert(
    db: Db,
    event: {
      leagueId: number;
      sport: SportKey;
      homeTeamId: number;
      awayTeamId: number;
      startsAt: Date;
      model: ModelParams;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      now: Date;
    },
  ): Promise<string | null> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into sport_events (league_id, sport, home_team_id, away_team_id, starts_at, state,
          model, server_seed, server_seed_hash, client_seed, created_at)
        values (${event.leagueId}, ${event.sport}, ${event.homeTeamId}, ${event.awayTeamId},
          ${event.startsAt.toISOString()}, 'scheduled', ${JSON.stringify(event.model)}::jsonb,
          ${event.serverSeed}, ${event.serverSeedHash}, ${event.clientSeed},
          ${event.now.toISOString()})
        on conflict do nothing
        returning id::text as id`),
    );
    return rows[0]?.id ?? null;
  },

  async insertMarkets(db: Db, eventId: string, markets: readonly MarketRow[]): Promise<void> {
    if (markets.length === 0) return;
    const values = markets.map(
      (m) =>
        sql`(${eventId}, ${m.key}, ${m.type}, ${m.line}, 'open', ${JSON.stringify(m.odds)}::jsonb, ${m.sort})`,
    );
    await db.execute(sql`
      insert into sport_markets (event_id, market_key, type, line, state, odds, sort)
      values ${sql.join(values, sql`, `)}
      on conflict do nothing`);
  },

  async get(db: Db, id: string, lock = false): Promise<EventRow | null> {
    const rows = rowsOf<RawEvent>(
      await db.execute(sql`select ${EVENT_COLUMNS} from ${EVENT_FROM} where e.id = ${id}
        ${lock ? sql`for update of e` : sql``}`),
    );
    return rows[0] ? toEvent(rows[0]) : null;
  },

  async page(
    db: Db,
    filter: EventFilter,
    order: 'live-first' | 'newest-finished',
    paging: { limit: number; offset: number },
  ): Promise<{ rows: EventRow[]; total: number }> {
    const orderBy =
      order === 'live-first'
        ? sql`(e.state = 'live') desc, e.starts_at, e.id`
        : sql`e.finished_at desc nulls last, e.starts_at desc, e.id desc`;
    const rows = rowsOf<RawEvent & { total: number | string }>(
      await db.execute(sql`
        select ${EVENT_COLUMNS}, count(*) over () as total from ${EVENT_FROM}
        where ${where(filter)}
        order by ${orderBy}
        limit ${paging.limit} offset ${paging.offset}`),
    );
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (rows.length === 0 && paging.offset > 0) {
      const counted = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from ${EVENT_FROM} where ${where(filter)}`),
      );
      total = Number(counted[0]?.n ?? 0);
    }
    return { rows: rows.map(toEvent), total };
  },

  /** Events the live engine moves: due to start, or in play. */
  async due(db: Db, sportsNow: Date): Promise<EventRow[]> {
    const rows = rowsOf<RawEvent>(
      await db.execute(sql`select ${EVENT_COLUMNS} from ${EVENT_FROM}
        where not l.virtual and (e.state = 'live'
           or (e.state = 'scheduled' and e.starts_at <= ${sportsNow.toISOString()}))
        order by e.starts_at, e.id`),
    );
    return rows.map(toEvent);
  },

  async live(db: Db): Promise<EventRow[]> {
    const rows = rowsOf<RawEvent>(
      await db.execute(sql`select ${EVENT_COLUMNS} from ${EVENT_FROM}
        where e.state = 'live' and not l.virtual order by e.starts_at, e.id`),
    );
    return rows.map(toEvent);
  },

  async markets(
    db: Db,
    eventIds: readonly string[],
    onlyMain?: Set<string>,
  ): Promise<StoredMarket[]> {
    if (eventIds.length === 0) return [];
    const ids = sql.join(
      eventIds.map((id) => sql`${id}::bigint`),
      sql`, `,
    );
    const types = onlyMain
      ? sql`and type in (${sql.join(
          [...onlyMain].map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql``;
    const rows = rowsOf<RawEvent>(
      await db.execute(sql`select event_id, market_key, type, line, state, operator_suspended,
          odds, outcomes, sort from sport_markets
        where event_id in (${ids}) ${types}
        order by event_id, sort, market_key`),
    );
    return rows.map(toMarket);
  },

  async marketCounts(db: Db, eventIds: readonly string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const ids = sql.join(
      eventIds.map((id) => sql`${id}::bigint`),
      sql`, `,
    );
    const rows = rowsOf<{ event_id: string; n: number | string }>(
      await db.execute(sql`select event_id::text as event_id, count(*) as n from sport_markets
        where event_id in (${ids}) and state = 'open' group by event_id`),
    );
    return new Map(rows.map((row) => [String(row.event_id), Number(row.n)]));
  },

  /** Writes the live state, incidents, suspension and bumps the version. */
  async saveLive(
    db: Db,
    id: string,
    change: {
      state?: EventRow['state'];
      live?: LiveState | null;
      incidents?: IncidentRow[];
      suspendedUntil?: Date | null;
    },
  ): Promise<number> {
    const sets: SQL[] = [sql`version = version + 1`];
    if (change.state) sets.push(sql`state = ${change.state}`);
    if (change.live !== undefined)
      sets.push(sql`live = ${change.live === null ? null : JSON.stringify(change.live)}::jsonb`);
    if (change.incidents) sets.push(sql`incidents = ${JSON.stringify(change.incidents)}::jsonb`);
    if (change.suspendedUntil !== undefined)
      sets.push(sql`suspended_until = ${change.suspendedUntil?.toISOString() ?? null}`);
    const rows = rowsOf<{ version: number }>(
      await db.execute(sql`update sport_events set ${sql.join(sets, sql`, `)}
        where id = ${id} returning version`),
    );
    return Number(rows[0]?.version ?? 0);
  },

  async bumpVersion(db: Db, id: string): Promise<number> {
    return this.saveLive(db, id, {});
  },

  /**
   * Replaces the odds of an event's open or suspended markets in one statement; a market with
   * nothing offered is suspended, one with a price open. Settled and void markets are left.
   */
  async setOdds(
    db: Db,
    eventId: string,
    markets: readonly { key: string; odds: Record<string, number | null> }[],
  ): Promise<void> {
    if (markets.length === 0) return;
    const values = markets.map(({ key, odds }) => {
      const offered = Object.values(odds).some((o) => o !== null);
      return sql`(${key}, ${JSON.stringify(odds)}, ${offered ? 'open' : 'suspended'})`;
    });
    await db.execute(sql`update sport_markets m set odds = v.odds::jsonb, state = v.state
      from (values ${sql.join(values, sql`, `)}) as v(key, odds, state)
      where m.event_id = ${eventId} and m.market_key = v.key
        and m.state in ('open', 'suspended')`);
  },

  async settleMarket(
    db: Db,
    eventId: string,
    key: string,
    outcomes: Record<string, string>,
    state: 'settled' | 'void',
  ): Promise<void> {
    await db.execute(sql`update sport_markets set outcomes = ${JSON.stringify(outcomes)}::jsonb,
        state = ${state}
      where event_id = ${eventId} and market_key = ${key}`);
  },

  async finish(
    db: Db,
    id: string,
    done: {
      state: 'finished' | 'void';
      result: unknown;
      resultText: string | null;
      live: LiveState | null;
      at: Date;
    },
  ): Promise<number> {
    const rows = rowsOf<{ version: number }>(
      await db.execute(sql`update sport_events set state = ${done.state},
          result = ${done.result === null ? null : JSON.stringify(done.result)}::jsonb,
          result_text = ${done.resultText},
          live = ${done.live === null ? null : JSON.stringify(done.live)}::jsonb,
          suspended_until = null, finished_at = ${done.at.toISOString()},
          settled_at = ${done.at.toISOString()}, version = version + 1
        where id = ${id} returning version`),
    );
    return Number(rows[0]?.version ?? 0);
  },
};
