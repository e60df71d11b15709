import { sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type {
  TournamentDraft,
  TournamentOperatorBoard,
  TournamentOperatorRow,
  TournamentPreview,
  TOURNAMENT_CONTROLS,
} from '@lale/contract/tournaments';
import { rowsOf, type Db } from '../../db/client.ts';
import { refusals } from '../../platform/refusal.ts';
import { leaderboardOf } from './leaderboard.ts';
import { tournamentState } from './tournament-state.ts';
import { tournamentsRepository as repo } from './tournaments.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The casino games a draft would count (its category's or its list, else every one, each able
 * to take the minimum stake), after checking that its category and games exist.
 */
async function qualifyingGames(
  db: Db,
  draft: Pick<TournamentDraft, 'categoryId' | 'gameIds' | 'minStake'>,
) {
  if (draft.categoryId !== null) {
    const [category] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from game_categories where id = ${draft.categoryId}`),
    );
    if (!category) throw refusals.invalid({ categoryId: 'invalid_value' });
  }
  const ids = draft.gameIds;
  if (ids.length > 0) {
    const [found] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from games
        where id in (${sql.join(
          ids.map((gameId) => sql`${gameId}`),
          sql`, `,
        )})`),
    );
    if (Number(found?.n) !== new Set(ids).size)
      throw refusals.invalid({ gameIds: 'invalid_value' });
  }
  return repo.qualifyingGames(db, draft, 5);
}

/** What a draft would be, before it is saved: state, prize cost and the games that count. */
export async function previewTournament(
  db: Db,
  draft: TournamentDraft,
  now: Date,
  lang: Lang,
): Promise<TournamentPreview> {
  const games = await qualifyingGames(db, draft);
  return {
    state: tournamentState(new Date(draft.startsAt), new Date(draft.endsAt), now),
    prizeCost: draft.prizes.reduce((sum, prize) => sum + prize, 0),
    qualifyingGames: games[0]?.total ?? 0,
    sampleGames: games.map((game) => game.name[lang]),
  };
}

/** Schedules a tournament: the CMS page the players see and its rules, in one transaction. */
export async function createTournament(db: Db, draft: TournamentDraft): Promise<{ id: number }> {
  await qualifyingGames(db, draft);
  const body = {
    tr: `<p>${escapeHtml(draft.summary.tr)}</p>`,
    en: `<p>${escapeHtml(draft.summary.en)}</p>`,
  };
  const prizePool = draft.prizes.reduce((sum, prize) => sum + prize, 0);
  const [created] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into cms_tournaments
        (title, summary, body, image, prize_pool, starts_at, ends_at)
      values (${JSON.stringify(draft.title)}::jsonb, ${JSON.stringify(draft.summary)}::jsonb,
        ${JSON.stringify(body)}::jsonb, '/media/art/tournament-weekly-slot.svg', ${prizePool},
        ${draft.startsAt}, ${draft.endsAt})
      returning id`),
  );
  await db.execute(sql`insert into tournament_rules
      (tournament_id, scoring, category_id, game_ids, min_stake, prizes)
    values (${created!.id}, ${draft.scoring}, ${draft.categoryId},
      ${`{${draft.gameIds.join(',')}}`}::integer[], ${draft.minStake},
      ${`{${draft.prizes.join(',')}}`}::bigint[])`);
  return { id: created!.id };
}

/**
 * Pause (no scoring, no joining, no payout until resumed), resume, or end now (the leader
 * pays the prizes at its next step). A settled tournament changes no more.
 */
export async function controlTournament(
  db: Db,
  input: { tournamentId: number; control: (typeof TOURNAMENT_CONTROLS)[number] },
  now: Date,
): Promise<{ id: number; control: string }> {
  const tournament = await repo.byId(db, input.tournamentId);
  if (!tournament?.rules) throw refusals.notFound('tournament_not_found');
  if (tournament.rules.settledAt) throw refusals.failed('tournament_closed');
  if (input.control === 'end') {
    if (tournament.endsAt.getTime() <= now.getTime()) throw refusals.failed('tournament_closed');
    await db.execute(sql`update cms_tournaments set ends_at = ${now.toISOString()},
        starts_at = least(starts_at, ${now.toISOString()}::timestamptz)
      where id = ${input.tournamentId}`);
  } else {
    await db.execute(sql`update tournament_rules set paused = ${input.control === 'pause'}
      where tournament_id = ${input.tournamentId}`);
  }
  return { id: input.tournamentId, control: input.control };
}

/** The operator's list: every tournament with rules, its players and its prize cost. */
export async function listTournamentsForOperator(
  db: Db,
  now: Date,
  lang: Lang,
): Promise<TournamentOperatorRow[]> {
  const rows = await repo.withRules(db);
  const figures = new Map(
    rowsOf<{ id: number; participants: string | number; paid: string | number }>(
      await db.execute(sql`select r.tournament_id as id,
          (select count(*) from tournament_entries e where e.tournament_id = r.tournament_id) as participants,
          (select coalesce(sum(amount), 0) from tournament_prizes p where p.tournament_id = r.tournament_id) as paid
        from tournament_rules r`),
    ).map((row) => [row.id, { participants: Number(row.participants), paid: Number(row.paid) }]),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title[lang],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: tournamentState(row.startsAt, row.endsAt, now),
    rules: row.rules!,
    participants: figures.get(row.id)?.participants ?? 0,
    prizeCost: row.rules!.prizes.reduce((sum, prize) => sum + prize, 0),
    prizesPaid: figures.get(row.id)?.paid ?? 0,
  }));
}

/** One tournament's standings as the players see them (the prizes paid once settled). */
export async function tournamentBoardForOperator(
  db: Db,
  tournamentId: number,
): Promise<TournamentOperatorBoard> {
  const tournament = await repo.byId(db, tournamentId);
  if (!tournament?.rules) throw refusals.notFound('tournament_not_found');
  const board = await leaderboardOf(db, tournament);
  return {
    tournamentId,
    participants: board.participants,
    standings: board.standings,
    settledAt: board.settledAt,
  };
}
