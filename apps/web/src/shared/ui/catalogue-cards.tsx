import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { memo } from 'react';
import { paths } from '../routes/paths.ts';
import { useCardLabels, type CardContextValue } from './card-labels.tsx';
import { GameCard } from './game-card.tsx';

interface SlotCardProps {
  game: Game;
  eager?: boolean;
}

/**
 * A slot game's card; opens /play/casino/{gameID}/{providerName}. Memoised on the game object,
 * which the query cache keeps identical between renders, so "load more" renders only new cards.
 */
export const SlotCard = memo(function SlotCard({ game, eager = false }: SlotCardProps) {
  const labels = useCardLabels();
  return (
    <GameCard
      type="casino"
      id={game.gameID}
      name={game.name}
      providerName={game.providerName}
      thumbnail={game.thumbnail}
      href={paths.play('casino', game.gameID, game.providerName)}
      isFavorite={game.isFavorite}
      badges={game.flags.map(labels.flag)}
      eager={eager}
    />
  );
});

interface LiveCardProps {
  table: LiveTable;
  eager?: boolean;
}

/** A live table's badge: under maintenance (its own or its provider's), else closed with its hours. */
export function liveTableBadges(table: LiveTable, labels: CardContextValue): string[] {
  if (table.maintenance) return [labels.flag('maintenance')];
  return table.isOpen ? [] : [labels.closedAt(table.openHours)];
}

/** A live table's card; opens /play/live/{tableID}/{providerName}. */
export const LiveCard = memo(function LiveCard({ table, eager = false }: LiveCardProps) {
  const labels = useCardLabels();
  return (
    <GameCard
      type="livecasino"
      id={table.tableID}
      name={table.name}
      providerName={table.providerName}
      thumbnail={table.thumbnail}
      href={paths.play('live', table.tableID, table.providerName)}
      isFavorite={table.isFavorite}
      badges={liveTableBadges(table, labels)}
      eager={eager}
    />
  );
});
