import { useInfiniteQuery } from '@tanstack/react-query';
import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { gamesPagesQuery } from '../../../shared/api/games-list.ts';
import { liveTablesPagesQuery } from '../../../shared/api/live-tables.ts';
import { LiveCard, SlotCard } from '../../../shared/ui/catalogue-cards.tsx';
import type { LobbyPayload } from '../lib/lobby-filter.ts';
import { ResultsGrid } from './results-grid.tsx';

/** Cards in the first rows load their artwork at once: one of them is the page's largest image. */
const EAGER_CARDS = 6;

interface ResultsProps {
  payload: LobbyPayload;
  searching: boolean;
}

const gameId = (game: Game) => game.gameID;
const tableId = (table: LiveTable) => table.tableID;

export function SlotResults({ payload, searching }: ResultsProps) {
  const query = useInfiniteQuery(gamesPagesQuery(payload));
  return (
    <ResultsGrid
      query={query}
      keyOf={gameId}
      renderItem={(game, index) => <SlotCard game={game} eager={index < EAGER_CARDS} />}
      searching={searching}
    />
  );
}

export function LiveResults({ payload, searching }: ResultsProps) {
  const query = useInfiniteQuery(liveTablesPagesQuery(payload));
  return (
    <ResultsGrid
      query={query}
      keyOf={tableId}
      renderItem={(table, index) => <LiveCard table={table} eager={index < EAGER_CARDS} />}
      searching={searching}
    />
  );
}
