import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { toggleFavorite } from '../favorites.service.ts';

/** SPEC §7 user.favorites: the player's whole id list of the type, after the change. */
export function favoritesHandlers(now: () => Date): { user: ClassHandlers<'user'> } {
  return {
    user: {
      favorites: {
        handle: async (p, ctx) =>
          new Success(await toggleFavorite(ctx.db, ctx.session.uid, p, now()), {
            message: p.mode === 'insert' ? 'favorite_added' : 'favorite_removed',
          }),
      },
    },
  };
}
