import { useInfiniteQuery } from '@tanstack/react-query';
import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { gamesPagesQuery } from '../../../shared/api/games-list.ts';
import { liveTablesPagesQuery } from '../../../shared/api/live-tables.ts';
import { SlotCard } from '../../../shared/ui/catalogue-cards.tsx';
import type { LobbyPayload } from '../lib/lobby-filter.ts';
import { LiveTableCard } from './live-table-card.tsx';
import { LiveTableLabelsProvider } from './live-table-labels.tsx';
import { ResultsGrid } from './results-grid.tsx';

/** Cards in the first rows load their artwork at once: one of them is the page's largest image. */
const EAGER_CARDS = 6;

/**
 * How often the live lobby asks again for its tables' players and last results. Polling the
 * loaded pages is enough for a card (a round lasts tens of seconds, the server caches the
 * status for two) and costs one request a page, where following every table's live topic would
 * mean a subscription per card. TanStack Query pauses it while the tab is hidden.
 */
const LIVE_REFRESH_MS = 10_000;

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
  const query = useInfiniteQuery({
    ...liveTablesPagesQuery(payload),
    refetchInterval: LIVE_REFRESH_MS,
  });
  return (
    <LiveTableLabelsProvider>
      <ResultsGrid
        query={query}
        keyOf={tableId}
        renderItem={(table, index) => <LiveTableCard table={table} eager={index < EAGER_CARDS} />}
        searching={searching}
      />
    </LiveTableLabelsProvider>
  );
}
