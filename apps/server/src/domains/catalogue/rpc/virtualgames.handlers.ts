import { issueLaunch } from '../launch-tokens.ts';
import { RpcError, rpcErrors } from '../../../rpc/errors.ts';
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
          if (!ctx.session) throw rpcErrors.anonymous();
          const game = await repo.launchable(ctx.db, p.providerID, p.type);
          if (!game) throw new RpcError('game_not_found', 404);
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
