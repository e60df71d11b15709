import { currentFairness, rotateSeed, setClientSeed } from '../fairness/fairness.service.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { presentGameRound } from '../rounds/game-rounds.presenter.ts';
import { gameRoundsRepository as roundsRepo } from '../rounds/game-rounds.repository.ts';

/** A date-only end (YYYY-MM-DD) includes that whole day. */
function endOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + 86_400_000) : date;
}

/** Extras: the studio's game history and provably fair seeds for the site's own pages. */
export function gamesHandlers(now: () => Date): { games: ClassHandlers<'games'> } {
  return {
    games: {
      list_rounds: {
        handle: async (p, ctx) => {
          const { uid } = ctx.session;
          const found = await roundsRepo.page(ctx.db, {
            userId: uid,
            limit: p.limit,
            offset: p.offset,
            from: p.startDate ? new Date(p.startDate) : undefined,
            to: endOf(p.endDate),
          });
          return page(
            found.rows.map((row) => presentGameRound(row, ctx.lang)),
            { limit: p.limit, offset: p.offset, total: found.total },
          );
        },
      },
      get_fairness: {
        handle: (_p, ctx) => currentFairness(ctx.db, ctx.session.uid, now()),
      },
      set_client_seed: {
        handle: (p, ctx) => setClientSeed(ctx.db, ctx.session.uid, p.clientSeed, now()),
      },
      rotate_seed: {
        handle: async (_p, ctx) => {
          try {
            return await rotateSeed(ctx.db, ctx.session.uid, now());
          } catch (error) {
            // The game API's refusal, told in the site's words.
            if (error instanceof Refusal && error.code === 'hand_in_progress')
              throw refusals.conflict('game_hand_in_progress');
            throw error;
          }
        },
      },
    },
  };
}
