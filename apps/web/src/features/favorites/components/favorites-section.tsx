import { Box, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../../shared/ui/game-grid.tsx';
import { Deferred } from '../../../shared/ui/deferred.tsx';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';

interface FavoritesSectionProps<T> {
  title: string;
  testId: string;
  query: UseQueryResult<T[]>;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** One kind of favourite; a heart toggled off removes its card at once. */
export function FavoritesSection<T>(props: FavoritesSectionProps<T>) {
  const { title, testId, query, keyOf, renderItem } = props;
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} id={headingId} fz={20} mb="sm">
        {title}
      </Title>
      <QueryView
        query={query}
        loading={<GameGridSkeleton count={6} />}
        isEmpty={(items) => items.length === 0}
        icon={<HeartIcon />}
        empty={{ title: t('favorites.emptyTitle'), description: t('catalogue.favoritesHint') }}
      >
        {(items) => (
          <Deferred fallback={<GameGridSkeleton count={Math.min(items.length, 12)} />}>
            <GameGrid>
              {items.map((item) => (
                <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
              ))}
            </GameGrid>
          </Deferred>
        )}
      </QueryView>
    </Box>
  );
}
