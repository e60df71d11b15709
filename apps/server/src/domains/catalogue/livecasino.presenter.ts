import type { LiveTable } from '@lale/contract/methods/casino';
import { formatOpenHours, isOpenAt } from './live-hours.ts';
import type { TableListRow } from './tables.repository.ts';

export function presentTable(row: TableListRow, now: Date): LiveTable {
  return {
    tableID: row.id,
    name: row.name,
    providerID: row.providerId,
    providerName: row.providerName,
    categoryID: row.categoryId,
    type: row.type,
    thumbnail: row.thumbnail,
    minBet: row.minBet,
    maxBet: row.maxBet,
    openHours: formatOpenHours(row),
    isOpen: isOpenAt(row, now),
    isFavorite: row.isFavorite,
  };
}
