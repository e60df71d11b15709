import { Button, Center, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../../shared/ui/game-grid.tsx';
import { GameTile } from '../../../shared/ui/game-tile.tsx';
import type { GameTileProps } from '../../../shared/ui/game-tile.tsx';
import { CardsIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';

interface Page<T> {
  items: T[];
  total: number;
}

interface ResultsGridProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  toTile: (item: T) => GameTileProps;
  searching: boolean;
}

/** The lobby grid with "load more"; honest empty states when nothing (or no API yet) is there. */
export function ResultsGrid<T>({ query, toTile, searching }: ResultsGridProps<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <QueryView
      query={query}
      loading={<GameGridSkeleton />}
      isEmpty={() => items.length === 0}
      icon={<CardsIcon />}
      empty={
        searching
          ? { title: t('lobby.noMatch') }
          : { title: t('games.emptyTitle'), description: t('games.emptyBody') }
      }
    >
      {() => (
        <Stack gap="lg">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lobby.count', { shown: items.length, total })}
          </Text>
          <GameGrid>
            {items.map((item) => {
              const tile = toTile(item);
              return <GameTile key={tile.href} {...tile} />;
            })}
          </GameGrid>
          {query.hasNextPage ? (
            <Center>
              <Button
                variant="light"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('lobby.loadMore')}
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
    </QueryView>
  );
}
