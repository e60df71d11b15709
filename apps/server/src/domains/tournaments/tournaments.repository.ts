import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { LocalizedText } from '@lale/contract/site';
import type { TournamentRules, TournamentScoring } from '@lale/contract/tournaments';
import { rowsOf, type Db } from '../../db/client.ts';

export interface TournamentRow {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  image: string;
  prizePool: number;
  currency: string;
  startsAt: Date;
  endsAt: Date;
  rules: TournamentRules | null;
}

export interface RankedEntry {
  rank: number;
  userId: number;
  username: string;
  score: number;
  rounds: number;
  joinedAt: Date;
}

interface RawTournament {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  image: string;
  prize_pool: string | number;
  currency: string;
  starts_at: string | Date;
  ends_at: string | Date;
  scoring: TournamentScoring | null;
  category_id: number | null;
  game_ids: number[] | null;
  min_stake: string | number | null;
  prizes: (string | number)[] | null;
  paused: boolean | null;
  settled_at: string | Date | null;
}

const SELECT_TOURNAMENT = sql`select c.id, c.title, c.summary, c.body, c.image, c.prize_pool,
    c.currency, c.starts_at, c.ends_at, r.scoring, r.category_id, r.game_ids, r.min_stake,
    r.prizes, r.paused, r.settled_at
  from cms_tournaments c left join tournament_rules r on r.tournament_id = c.id`;

function toTournament(row: RawTournament): TournamentRow {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: row.image,
    prizePool: Number(row.prize_pool),
    currency: row.currency,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    rules: row.scoring
      ? {
          scoring: row.scoring,
          categoryId: row.category_id,
          gameIds: row.game_ids ?? [],
          minStake: Number(row.min_stake),
          prizes: (row.prizes ?? []).map(Number),
          paused: !!row.paused,
          settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
        }
      : null,
  };
}

export interface QualifyingGame {
  id: number;
  name: LocalizedText;
  provider: string;
  /** How many games qualify in all. */
  total: number;
}

type GameRules = Pick<TournamentRules, 'categoryId' | 'gameIds'>;

/**
 * Whether the casino game `gameId` (an SQL expression) counts under the rules: in their list
 * or their category, or any game when they name neither (as tournaments_follow_ledger judges).
 */
function counts(gameId: SQL, rules: GameRules): SQL {
  if (rules.categoryId === null && rules.gameIds.length === 0) return sql`true`;
  const listed =
    rules.gameIds.length > 0
      ? sql`${gameId} = any(${`{${rules.gameIds.join(',')}}`}::integer[])`
      : sql`false`;
  const inCategory =
    rules.categoryId === null
      ? sql`false`
      : sql`exists (select 1 from game_category_games q
          where q.category_id = ${rules.categoryId} and q.game_id = ${gameId})`;
  return sql`(${listed} or ${inCategory})`;
}

/** Reads and writes of tournaments, their entries and prizes (migration 0050). */
export const tournamentsRepository = {
  /** Visible tournaments, latest start first (SPEC §7's page). */
  async page(db: Db, limit: number, offset: number) {
    const rows = rowsOf<RawTournament>(
      await db.execute(sql`${SELECT_TOURNAMENT}
        where c.status = 1 order by c.starts_at desc, c.id desc limit ${limit} offset ${offset}`),
    );
    const [counted] = rowsOf<{ total: string | number }>(
      await db.execute(sql`select count(*) as total from cms_tournaments where status = 1`),
    );
    return { rows: rows.map(toTournament), total: Number(counted?.total ?? 0) };
  },

  async byId(db: Db, id: number): Promise<TournamentRow | null> {
    const [row] = rowsOf<RawTournament>(
      await db.execute(sql`${SELECT_TOURNAMENT} where c.id = ${id}`),
    );
    return row ? toTournament(row) : null;
  },

  /** Holds the tournament's rules row until the transaction ends: one settlement at a time. */
  async lockRules(db: Db, id: number): Promise<void> {
    await db.execute(sql`select 1 from tournament_rules where tournament_id = ${id} for update`);
  },

  /** All tournaments with rules, newest first (the back office's list). */
  async withRules(db: Db): Promise<TournamentRow[]> {
    return rowsOf<RawTournament>(
      await db.execute(sql`${SELECT_TOURNAMENT} where r.tournament_id is not null
        order by c.starts_at desc, c.id desc limit 200`),
    ).map(toTournament);
  },

  /** Tournaments whose leaderboard may still move or was just settled: what the leader watches. */
  async live(
    db: Db,
    now: Date,
  ): Promise<{ id: number; endsAt: Date; paused: boolean; settled: boolean }[]> {
    return rowsOf<{ id: number; ends_at: string | Date; paused: boolean; settled_at: unknown }>(
      await db.execute(sql`select c.id, c.ends_at, r.paused, r.settled_at
        from tournament_rules r join cms_tournaments c on c.id = r.tournament_id
        where c.starts_at <= ${now.toISOString()}
          and (r.settled_at is null or r.settled_at > ${now.toISOString()}::timestamptz - interval '1 minute')`),
    ).map((row) => ({
      id: row.id,
      endsAt: new Date(row.ends_at),
      paused: row.paused,
      settled: row.settled_at !== null,
    }));
  },

  /** The ranking: score, then who reached it first, then who joined first. */
  async ranking(db: Db, tournamentId: number, limit: number): Promise<RankedEntry[]> {
    return rowsOf<{
      rank: string | number;
      user_id: number;
      username: string;
      score: string | number;
      rounds: number;
      joined_at: string | Date;
    }>(
      await db.execute(sql`select row_number() over (order by e.score desc,
            e.score_seq asc nulls last, e.joined_at, e.user_id) as rank,
          e.user_id, u.username, e.score, e.rounds, e.joined_at
        from tournament_entries e join users u on u.id = e.user_id
        where e.tournament_id = ${tournamentId}
        order by rank limit ${limit}`),
    ).map((row) => ({
      rank: Number(row.rank),
      userId: row.user_id,
      username: row.username,
      score: Number(row.score),
      rounds: row.rounds,
      joinedAt: new Date(row.joined_at),
    }));
  },

  async participants(db: Db, tournamentId: number): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(
        sql`select count(*) as n from tournament_entries where tournament_id = ${tournamentId}`,
      ),
    );
    return Number(row?.n ?? 0);
  },

  /** One player's entry and rank (ranked as `ranking` does). */
  async entryOf(db: Db, tournamentId: number, userId: number): Promise<RankedEntry | null> {
    const [row] = rowsOf<{
      rank: string | number;
      score: string | number;
      rounds: number;
      joined_at: string | Date;
    }>(
      await db.execute(sql`select (select count(*) + 1 from tournament_entries o
            where o.tournament_id = e.tournament_id and (o.score > e.score
              or (o.score = e.score and (
                (o.score_seq is not null and (e.score_seq is null or o.score_seq < e.score_seq))
                or (o.score_seq is not distinct from e.score_seq and (o.joined_at, o.user_id) < (e.joined_at, e.user_id)))))) as rank,
          e.score, e.rounds, e.joined_at
        from tournament_entries e where e.tournament_id = ${tournamentId} and e.user_id = ${userId}`),
    );
    return row
      ? {
          rank: Number(row.rank),
          userId,
          username: '',
          score: Number(row.score),
          rounds: row.rounds,
          joinedAt: new Date(row.joined_at),
        }
      : null;
  },

  /**
   * The enabled games whose rounds can count, in the lobby's order: a game whose largest bet
   * is below the minimum stake never counts, so it is not offered.
   */
  async qualifyingGames(
    db: Db,
    rules: GameRules & { minStake: number },
    limit: number,
  ): Promise<QualifyingGame[]> {
    return rowsOf<{ id: number; name: LocalizedText; provider: string; total: string | number }>(
      await db.execute(sql`select g.id, g.name, p.name as provider, count(*) over () as total
        from games g join providers p on p.id = g.provider_id
        where g.enabled and p.enabled and g.max_bet >= ${rules.minStake}
          and ${counts(sql`g.id`, rules)}
        order by g.sort_order, g.id limit ${limit}`),
    ).map((row) => ({ ...row, total: Number(row.total) }));
  },

  async countsGame(db: Db, rules: GameRules, gameId: number): Promise<boolean> {
    const [row] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select ${counts(sql`${gameId}::integer`, rules)} as ok`),
    );
    return row?.ok === true;
  },

  /**
   * A player's rounds of qualifying games since joining (within the tournament's dates) whose
   * whole stake was below the minimum: what did not count, and why. Rolled-back rounds aside.
   */
  async roundsBelowMinimum(
    db: Db,
    tournament: TournamentRow & { rules: TournamentRules },
    userId: number,
    joinedAt: Date,
  ): Promise<number> {
    if (tournament.rules.minStake <= 0) return 0;
    const from = new Date(Math.max(joinedAt.getTime(), tournament.startsAt.getTime()));
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from (
          select t.reference, min(t.subject) as subject, sum(t.amount) as stake
          from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
          where a.user_id = ${userId} and a.kind in ('player_cash', 'player_bonus')
            and t.kind = 'bet' and t.status = 'posted' and t.subject ~ '^casino:[0-9]{1,9}$'
            and t.created_at >= ${from.toISOString()} and t.created_at < ${tournament.endsAt.toISOString()}
          group by t.reference) r
        where r.stake < ${tournament.rules.minStake}
          and ${counts(sql`substring(r.subject from 8)::integer`, tournament.rules)}
          and not exists (select 1 from ledger_transfers b
            where b.reference = r.reference and b.kind = 'rollback')`),
    );
    return Number(row?.n ?? 0);
  },

  /**
   * The running tournaments (started, not ended, not paused) the player joined whose rules
   * count this casino game: what the game page warns about.
   */
  async joinedCounting(db: Db, userId: number, gameId: number, now: Date) {
    return rowsOf<RawTournament>(
      await db.execute(sql`${SELECT_TOURNAMENT}
        join tournament_entries e on e.tournament_id = c.id and e.user_id = ${userId}
        where not r.paused and r.settled_at is null
          and c.starts_at <= ${now.toISOString()} and c.ends_at > ${now.toISOString()}
          and ((r.category_id is null and cardinality(r.game_ids) = 0)
            or ${gameId}::integer = any(r.game_ids)
            or exists (select 1 from game_category_games q
              where q.category_id = r.category_id and q.game_id = ${gameId}))
        order by c.ends_at, c.id`),
    ).map(toTournament);
  },

  /** Opts in once: the first join's time stays. Returns it and whether it was there before. */
  async join(db: Db, tournamentId: number, userId: number, now: Date) {
    const inserted = rowsOf<{ joined_at: string | Date }>(
      await db.execute(sql`insert into tournament_entries (tournament_id, user_id, joined_at)
        values (${tournamentId}, ${userId}, ${now.toISOString()})
        on conflict do nothing returning joined_at`),
    );
    if (inserted[0]) return { joinedAt: new Date(inserted[0].joined_at), alreadyJoined: false };
    const [existing] = rowsOf<{ joined_at: string | Date }>(
      await db.execute(sql`select joined_at from tournament_entries
        where tournament_id = ${tournamentId} and user_id = ${userId}`),
    );
    return { joinedAt: new Date(existing!.joined_at), alreadyJoined: true };
  },

  async paidPrizes(db: Db, tournamentId: number): Promise<Map<number, number>> {
    const rows = rowsOf<{ rank: number; amount: string | number }>(
      await db.execute(sql`select rank, amount from tournament_prizes
        where tournament_id = ${tournamentId}`),
    );
    return new Map(rows.map((row) => [row.rank, Number(row.amount)]));
  },

  async recordPrize(
    db: Db,
    prize: {
      tournamentId: number;
      rank: number;
      userId: number;
      score: number;
      amount: number;
      transferId: string;
    },
  ): Promise<void> {
    await db.execute(sql`insert into tournament_prizes
        (tournament_id, rank, user_id, score, amount, transfer_id)
      values (${prize.tournamentId}, ${prize.rank}, ${prize.userId}, ${prize.score},
        ${prize.amount}, ${prize.transferId})
      on conflict do nothing`);
  },

  async markSettled(db: Db, tournamentId: number, now: Date): Promise<void> {
    await db.execute(sql`update tournament_rules set settled_at = ${now.toISOString()}
      where tournament_id = ${tournamentId} and settled_at is null`);
  },

  localized(text: LocalizedText, lang: Lang): string {
    return text[lang] ?? text.tr;
  },
};
