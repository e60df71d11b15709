import { assertRegionAllows } from '../../responsible-gaming/api.ts';
import { tournamentLaunchStake } from '../../tournaments/api.ts';
import { ENGINE } from '../engines.ts';
import { issueLaunch } from '../launch-tokens.ts';
import { catalogueFilter } from '../list-filter.ts';
import { LobbyLists } from '../lobby-lists.ts';
import { presentCategory, presentProvider } from '../lobby.presenter.ts';
import { refusals } from '../../../platform/refusal.ts';
import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { GamesListService } from '../games-list.service.ts';
import { gamesRepository as games } from '../games.repository.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';

/** SPEC §7 casino: the slot lobby's shelves, providers, game pages and game launch. */
export function casinoHandlers(
  now: () => Date,
  changes: SiteChanges,
): { casino: ClassHandlers<'casino'> } {
  const lobby = new LobbyLists(changes);
  const gamesList = new GamesListService(changes);
  return {
    casino: {
      category_list: {
        handle: async (p, ctx) =>
          (await lobby.categories(ctx.db, 'casino', p)).map((row) =>
            presentCategory(row, ctx.lang),
          ),
      },
      provider_list: {
        handle: async (p, ctx) => (await lobby.providers(ctx.db, 'casino', p)).map(presentProvider),
      },
      games_list: {
        handle: async (p, ctx) => {
          const filter = catalogueFilter(p, ctx.session);
          const found = await gamesList.list(ctx.db, filter, ctx.lang, p);
          const pagination = { limit: p.limit, offset: p.offset, total: found.total };
          return page(found.games, pagination, found.prepared);
        },
      },
      init_game: {
        handle: async (p, ctx) => {
          const game = await games.launchable(ctx.db, p.gameID, ctx.lang);
          if (!game) throw refusals.notFound('game_not_found');
          if (game.maintenance) throw refusals.failed('catalogue_under_maintenance');
          if (game.engineId === ENGINE.slot)
            await assertRegionAllows(ctx.db, { ip: ctx.ip, userId: ctx.session.uid });
          const at = now();
          const minStake = p.tournamentId
            ? await tournamentLaunchStake(ctx.db, {
                tournamentId: p.tournamentId,
                gameId: game.id,
                now: at,
              })
            : null;
          const url = await issueLaunch(ctx.db, {
            session: ctx.session,
            target: {
              kind: 'casino',
              id: game.id,
              engineId: game.engineId,
              engineModel: game.engineModel,
            },
            lang: ctx.lang,
            now: at,
            minStake,
          });
          return { url, name: game.name, providerName: game.providerName };
        },
      },
    },
  };
}
