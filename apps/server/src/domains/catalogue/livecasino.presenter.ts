import type { LiveTable } from '@lale/contract/methods/casino';
import type { Lang } from '@lale/contract/languages';
import { thumbnailIn } from './art/thumbnail-url.ts';
import { formatOpenHours, isOpenAt } from './live-hours.ts';
import type { TableListRow } from './tables.repository.ts';

/** What the lobby shows of a table's room: nobody there and no results until it has run. */
export interface TableRoomStatus {
  players: number;
  lastResults: LiveTable['lastResults'];
}

const EMPTY_ROOM: TableRoomStatus = { players: 0, lastResults: [] };

export function presentTable(
  row: TableListRow,
  now: Date,
  room: TableRoomStatus = EMPTY_ROOM,
  lang: Lang = 'tr',
): LiveTable {
  return {
    tableID: row.id,
    name: row.name,
    providerID: row.providerId,
    providerName: row.providerName,
    categoryID: row.categoryId,
    type: row.type,
    thumbnail: thumbnailIn(row.thumbnail, lang),
    minBet: row.minBet,
    maxBet: row.maxBet,
    openHours: formatOpenHours(row),
    isOpen: isOpenAt(row, now),
    isFavorite: row.isFavorite,
    maintenance: row.maintenance,
    players: room.players,
    lastResults: room.lastResults,
  };
}
