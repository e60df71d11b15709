import { QUALIFYING_GAMES_SHOWN, type TournamentDetail } from '@lale/contract/tournaments';
import { refusals } from '../../../platform/refusal.ts';
import type { ClassHandlers } from '../../../rpc/handler.ts';
import { page } from '../../../rpc/handler.ts';
import { leaderboardOf, prizeOf } from '../leaderboard.ts';
import { presentTournament } from '../tournament.presenter.ts';
import { tournamentsRepository as repo } from '../tournaments.repository.ts';

/**
 * SPEC §7's getTournaments (the CMS tournaments with their state and rules), one tournament
 * with its leaderboard and the caller's entry, and opting in.
 */
export function tournamentsHandlers(now: () => Date): {
  cmscontroller: ClassHandlers<'cmscontroller'>;
  tournaments: ClassHandlers<'tournaments'>;
} {
  return {
    cmscontroller: {
      getTournaments: {
        handle: async (p, ctx) => {
          const { rows, total } = await repo.page(ctx.db, p.limit, p.offset);
          const at = now();
          return page(
            rows.map((row) => presentTournament(row, ctx.lang, at)),
            { limit: p.limit, offset: p.offset, total },
          );
        },
      },
    },
    tournaments: {
      get_tournament: {
        handle: async (p, ctx): Promise<TournamentDetail> => {
          const tournament = await repo.byId(ctx.db, p.tournamentId);
          if (!tournament) throw refusals.notFound('tournament_not_found');
          const at = now();
          const summary = presentTournament(tournament, ctx.lang, at);
          const board = await leaderboardOf(ctx.db, tournament);
          const entry = ctx.session
            ? await repo.entryOf(ctx.db, tournament.id, ctx.session.uid)
            : null;
          const paid = board.settledAt ? await repo.paidPrizes(ctx.db, tournament.id) : null;
          const rules = tournament.rules;
          const games = rules
            ? await repo.qualifyingGames(ctx.db, rules, QUALIFYING_GAMES_SHOWN)
            : [];
          const belowMinimum =
            entry && rules && ctx.session
              ? await repo.roundsBelowMinimum(
                  ctx.db,
                  { ...tournament, rules },
                  ctx.session.uid,
                  entry.joinedAt,
                )
              : 0;
          return {
            ...summary,
            participants: board.participants,
            leaderboard: board.standings,
            me: entry && {
              rank: entry.rank,
              score: entry.score,
              rounds: entry.rounds,
              belowMinimum,
              joinedAt: entry.joinedAt.toISOString(),
              prize: prizeOf(tournament, entry, paid),
            },
            games: games.map((game) => ({
              id: game.id,
              name: repo.localized(game.name, ctx.lang),
              provider: game.provider,
            })),
            gamesTotal: games[0]?.total ?? 0,
            joinable:
              !!ctx.session &&
              !entry &&
              !!tournament.rules &&
              !tournament.rules.paused &&
              summary.state !== 'concluded',
            serverTime: at.toISOString(),
          };
        },
      },
      join: {
        handle: async (p, ctx) => {
          const tournament = await repo.byId(ctx.db, p.tournamentId);
          if (!tournament) throw refusals.notFound('tournament_not_found');
          const at = now();
          if (
            !tournament.rules ||
            tournament.rules.paused ||
            tournament.endsAt.getTime() <= at.getTime()
          )
            throw refusals.failed('tournament_closed');
          const joined = await repo.join(ctx.db, tournament.id, ctx.session.uid, at);
          return { joinedAt: joined.joinedAt.toISOString(), alreadyJoined: joined.alreadyJoined };
        },
      },
    },
  };
}
