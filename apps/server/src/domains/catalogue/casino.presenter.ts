import type { Game, GameFlag } from '@lale/contract/methods/casino';
import type { GameListRow } from './games.repository.ts';

function flagsOf(row: GameListRow): GameFlag[] {
  const flags: GameFlag[] = [];
  if (row.isNew) flags.push('new');
  if (row.isHot) flags.push('hot');
  if (row.hasJackpot) flags.push('jackpot');
  if (row.hasBuyFeature) flags.push('buy-feature');
  if (row.maintenance) flags.push('maintenance');
  return flags;
}

export function presentGame(row: GameListRow): Game {
  return {
    gameID: row.id,
    name: row.name,
    providerID: row.providerId,
    providerName: row.providerName,
    type: row.type,
    thumbnail: row.thumbnail,
    rtp: row.rtpBp,
    volatility: row.volatility,
    minBet: row.minBet,
    maxBet: row.maxBet,
    flags: flagsOf(row),
    isFavorite: row.isFavorite,
  };
}
