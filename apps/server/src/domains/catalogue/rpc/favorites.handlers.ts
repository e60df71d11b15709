import { RpcError, rpcErrors } from '../../../rpc/errors.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { favoritesRepository as repo } from '../favorites.repository.ts';

/**
 * SPEC §7 user.favorites: adds or removes one game or live table and answers the player's
 * whole id list of that type. Removing is always allowed; adding needs a playable id.
 */
export function favoritesHandlers(now: () => Date): { user: ClassHandlers<'user'> } {
  return {
    user: {
      favorites: {
        transactional: true,
        handle: async (p, ctx) => {
          if (!ctx.session) throw rpcErrors.anonymous();
          const { uid } = ctx.session;
          if (p.mode === 'insert') {
            if (!(await repo.exists(ctx.db, p.type, p.id)))
              throw new RpcError('game_not_found', 404, { id: 'game_not_found' });
            await repo.insert(ctx.db, p.type, uid, p.id, now());
          } else {
            await repo.remove(ctx.db, p.type, uid, p.id);
          }
          const ids = await repo.ids(ctx.db, p.type, uid);
          return new Success(ids, {
            message: p.mode === 'insert' ? 'favorite_added' : 'favorite_removed',
          });
        },
      },
    },
  };
}
