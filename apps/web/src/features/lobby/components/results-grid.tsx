import { Button, Center, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import type { ListPage } from '../../../shared/api/paging.ts';
import { GameGrid, GameGridSkeleton } from '../../../shared/ui/game-grid.tsx';
import { CardsIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useProgressiveCount } from '../lib/use-progressive-count.ts';

interface ResultsGridProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  keyOf: (item: T) => number;
  /** Renders one memoised card; `index` lets the first row load its artwork at once. */
  renderItem: (item: T, index: number) => ReactNode;
  searching: boolean;
}

/**
 * The lobby grid with "load more" (SPEC §4: appends; a filter change is a new query and
 * replaces). Cards are memoised on their cached item, so appending renders only the new ones,
 * a step at a time.
 */
export function ResultsGrid<T>({ query, keyOf, renderItem, searching }: ResultsGridProps<T>) {
  const { t } = useTranslation();
  const pages = query.data?.pages;
  const items = useMemo(() => allItems(pages), [pages]);
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
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="lobby-count">
            {t('lobby.count', { shown: items.length, total })}
          </Text>
          <Cards items={items} keyOf={keyOf} renderItem={renderItem} />
          {query.hasNextPage ? (
            <Center>
              <Button
                variant="light"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="load-more"
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

type CardsProps<T> = Pick<ResultsGridProps<T>, 'keyOf' | 'renderItem'> & { items: T[] };

/** The grid renders a step of cards at a time (see useProgressiveCount). */
function Cards<T>({ items, keyOf, renderItem }: CardsProps<T>) {
  const count = useProgressiveCount(items.length);
  return (
    <GameGrid>
      {items.slice(0, count).map((item, index) => (
        <Fragment key={keyOf(item)}>{renderItem(item, index)}</Fragment>
      ))}
    </GameGrid>
  );
}
