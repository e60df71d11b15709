import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStrip, GameStripSkeleton } from '../../../shared/ui/game-grid.tsx';
import { Deferred } from '../../../shared/ui/deferred.tsx';
import { CardsIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { ROW_SIZE } from '../api/home-row-filters.ts';
import { SectionHeader } from './section-header.tsx';

interface GameRowProps<T, K extends QueryKey> {
  testId: string;
  title: string;
  icon?: ReactNode;
  moreHref: string;
  /** The row's query; the row subscribes itself, so its data re-renders only the row. */
  options: UseQueryOptions<T[], Error, T[], K>;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** A home row of games or tables from the catalogue, linking to its lobby page. */
export function GameRow<T, K extends QueryKey>(props: GameRowProps<T, K>) {
  const { testId, title, icon, moreHref, options, keyOf, renderItem } = props;
  const query = useQuery(options);
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
          <Deferred fallback={<GameStripSkeleton />}>
            <GameStrip>
              {items.slice(0, ROW_SIZE).map((item) => (
                <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
              ))}
            </GameStrip>
          </Deferred>
        )}
      </QueryView>
    </Box>
  );
}
