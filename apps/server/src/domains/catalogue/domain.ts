import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { registerArt } from './http/art.routes.ts';
import { registerThumbnails } from './http/thumbnails.routes.ts';
import { casinoHandlers } from './rpc/casino.handlers.ts';
import { favoritesHandlers } from './rpc/favorites.handlers.ts';
import { livecasinoHandlers, type LiveRoomsLink } from './rpc/livecasino.handlers.ts';
import { virtualgamesHandlers } from './rpc/virtualgames.handlers.ts';

/** The catalogue: the lobbies (casino, live casino, virtual games), favourites and card art. */
export function catalogueDomain(
  platform: Platform,
  /** The live tables' players and last results, which the live lobby shows. */
  liveRooms: LiveRoomsLink['status'],
): DomainModule {
  const { now, changes } = platform;
  return {
    name: 'catalogue',
    handlers: mergeHandlers(
      favoritesHandlers(now),
      casinoHandlers(now, changes),
      livecasinoHandlers(now, changes, { status: liveRooms }),
      virtualgamesHandlers(now),
    ),
    routes: (app) => {
      registerArt(app);
      registerThumbnails(app, platform.db);
    },
  };
}
