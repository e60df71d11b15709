import { Box, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../../shared/ui/game-grid.tsx';
import { GameTile } from '../../../shared/ui/game-tile.tsx';
import type { GameTileProps } from '../../../shared/ui/game-tile.tsx';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';

interface FavoritesSectionProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  toTile: (item: T) => GameTileProps;
}

export function FavoritesSection<T>({ title, query, toTile }: FavoritesSectionProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz={20} mb="sm">
        {title}
      </Title>
      <QueryView
        query={query}
        loading={<GameGridSkeleton count={6} />}
        isEmpty={(items) => items.length === 0}
        icon={<HeartIcon />}
        empty={{ title: t('favorites.emptyTitle'), description: t('favorites.emptyBody') }}
      >
        {(items) => (
          <GameGrid>
            {items.map((item) => {
              const tile = toTile(item);
              return <GameTile key={tile.href} {...tile} />;
            })}
          </GameGrid>
        )}
      </QueryView>
    </Box>
  );
}
