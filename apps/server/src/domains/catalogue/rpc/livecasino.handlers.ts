import {
  LIVE_PROVIDER_STATUS_FOR_RID,
  RID_WITH_LIVE_STATUS_FILTER,
} from '@lale/contract/constants';
import { assertRegionAllows } from '../../responsible-gaming/api.ts';
import { issueLaunch } from '../launch-tokens.ts';
import { isOpenAt } from '../live-hours.ts';
import { catalogueFilter } from '../list-filter.ts';
import { LobbyLists } from '../lobby-lists.ts';
import { presentCategory, presentProvider } from '../lobby.presenter.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { page, type ClassHandlers, type Session } from '../../../rpc/handler.ts';
import { presentTable, type TableRoomStatus } from '../livecasino.presenter.ts';
import type { Db } from '../../../db/client.ts';
import { TablesListService } from '../tables-list.service.ts';
import { tablesRepository as tables } from '../tables.repository.ts';

/** SPEC §6: rid 20 sees the status-2 providers even when its client forgets to ask. */
function providerStatus(requested: number | undefined, session: Session | null) {
  if (requested !== undefined) return requested;
  return session?.rid === RID_WITH_LIVE_STATUS_FILTER ? LIVE_PROVIDER_STATUS_FOR_RID : undefined;
}

/**
 * The live rooms' status for the lobby, given by the games domain once it is composed (the
 * rooms are built after the RPC handlers); null until then, and the lobby shows empty rooms.
 */
export interface LiveRoomsLink {
  status: ((db: Db, tableIds: number[]) => Promise<Map<number, TableRoomStatus>>) | null;
}

/** SPEC §7 livecasino: the live lobby's shelves, providers, tables and table launch. */
export function livecasinoHandlers(
  now: () => Date,
  changes: SiteChanges,
  liveRooms: LiveRoomsLink = { status: null },
): { livecasino: ClassHandlers<'livecasino'> } {
  const lobby = new LobbyLists(changes);
  const tablesList = new TablesListService(changes);
  return {
    livecasino: {
      category_list: {
        handle: async (p, ctx) =>
          (await lobby.categories(ctx.db, 'live', p)).map((row) => presentCategory(row, ctx.lang)),
      },
      provider_list: {
        handle: async (p, ctx) => {
          const status = providerStatus(p.status, ctx.session);
          return (await lobby.providers(ctx.db, 'live', { ...p, status })).map(presentProvider);
        },
      },
      game_table_list: {
        handle: async (p, ctx) => {
          const filter = catalogueFilter(p, ctx.session);
          const { rows, total } = await tablesList.list(ctx.db, filter, ctx.lang, p);
          const at = now();
          const rooms = liveRooms.status
            ? await liveRooms.status(
                ctx.db,
                rows.map((row) => row.id),
              )
            : new Map<number, TableRoomStatus>();
          return page(
            rows.map((row) => presentTable(row, at, rooms.get(row.id), ctx.lang)),
            { limit: p.limit, offset: p.offset, total },
          );
        },
      },
      init_game: {
        handle: async (p, ctx) => {
          const table = await tables.launchable(ctx.db, p.tableID, ctx.lang);
          if (!table) throw refusals.notFound('game_not_found');
          if (table.maintenance) throw refusals.failed('catalogue_under_maintenance');
          await assertRegionAllows(ctx.db, { ip: ctx.ip, userId: ctx.session.uid });
          const at = now();
          if (!isOpenAt(table, at)) throw refusals.failed('table_closed');
          const url = await issueLaunch(ctx.db, {
            session: ctx.session,
            target: {
              kind: 'livecasino',
              id: table.id,
              engineId: table.engineId,
              engineModel: table.engineModel,
            },
            lang: ctx.lang,
            isMobile: p.isMobile === true || p.isMobile === 1 || p.isMobile === '1',
            now: at,
          });
          return { url, name: table.name, providerName: table.providerName };
        },
      },
    },
  };
}
