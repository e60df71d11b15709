import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { paths } from '../routes/paths.ts';
import type { GameTileProps } from '../ui/game-tile.tsx';

/** A slot game opens under /play/casino/{gameID}/{providerName}. */
export function slotTile(game: Game): GameTileProps {
  return {
    name: game.name,
    providerName: game.providerName,
    thumbnail: game.thumbnail,
    href: paths.play('casino', game.gameID, game.providerName),
    badge: game.flags.includes('jackpot') ? 'jackpot' : game.flags.includes('new') ? 'new' : null,
  };
}

/** A live table opens under /play/live/{tableID}/{providerName}. */
export function liveTile(table: LiveTable): GameTileProps {
  return {
    name: table.name,
    providerName: table.providerName,
    thumbnail: table.thumbnail,
    href: paths.play('live', table.tableID, table.providerName),
    badge: null,
  };
}
