import { Box } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStrip, GameStripSkeleton, StripItem } from '../../../shared/ui/game-strip.tsx';
import { GameTile } from '../../../shared/ui/game-tile.tsx';
import type { GameTileProps } from '../../../shared/ui/game-tile.tsx';
import { CardsIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SectionHeader } from './section-header.tsx';

interface GameRowProps<T> {
  testId: string;
  title: string;
  icon?: ReactNode;
  moreHref: string;
  query: UseQueryResult<T[]>;
  toTile: (item: T) => GameTileProps;
}

/** A home row of games; until the games API is live, its real frame with an honest empty state. */
export function GameRow<T>({ testId, title, icon, moreHref, query, toTile }: GameRowProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <SectionHeader
        id={headingId}
        title={title}
        icon={icon}
        moreHref={moreHref}
        moreLabel={t('common.seeAll')}
      />
      <QueryView
        query={query}
        loading={<GameStripSkeleton />}
        isEmpty={(items) => items.length === 0}
        icon={<CardsIcon />}
        compact
        empty={{ title: t('games.emptyTitle'), description: t('games.emptyBody') }}
      >
        {(items) => (
          <GameStrip>
            {items.slice(0, 12).map((item) => {
              const tile = toTile(item);
              return (
                <StripItem key={tile.href}>
                  <GameTile {...tile} />
                </StripItem>
              );
            })}
          </GameStrip>
        )}
      </QueryView>
    </Box>
  );
}
