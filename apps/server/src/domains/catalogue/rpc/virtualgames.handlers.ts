import { issueLaunch } from '../launch-tokens.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { ClassHandlers } from '../../../rpc/handler.ts';
import { virtualGamesRepository as repo } from '../virtual-games.repository.ts';

/** SPEC §7 virtualgames: a virtual provider's game, launched by provider and type. */
export function virtualgamesHandlers(now: () => Date): {
  virtualgames: ClassHandlers<'virtualgames'>;
} {
  return {
    virtualgames: {
      init_game: {
        handle: async (p, ctx) => {
          const game = await repo.launchable(ctx.db, p.providerID, p.type);
          if (!game) throw refusals.notFound('game_not_found');
          const url = await issueLaunch(ctx.db, {
            session: ctx.session,
            target: { kind: 'virtual', ...game },
            lang: ctx.lang,
            now: now(),
          });
          return { url };
        },
      },
    },
  };
}
