import type { Game, GameFlag } from '@lale/contract/methods/casino';
import type { Lang } from '@lale/contract/languages';
import { thumbnailIn } from './art/thumbnail-url.ts';
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

export function presentGame(row: GameListRow, lang: Lang): Game {
  return {
    gameID: row.id,
    name: row.name,
    providerID: row.providerId,
    providerName: row.providerName,
    type: row.type,
    thumbnail: thumbnailIn(row.thumbnail, lang),
    rtp: row.rtpBp,
    volatility: row.volatility,
    minBet: row.minBet,
    maxBet: row.maxBet,
    flags: flagsOf(row),
    isFavorite: row.isFavorite,
  };
}
