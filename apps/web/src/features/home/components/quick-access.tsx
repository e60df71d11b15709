import { Box } from '@mantine/core';
import { QUICK_ACCESS_CATEGORY } from '@lale/contract/constants';
import type { Game } from '@lale/contract/methods/casino';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { Deferred } from '../../../shared/ui/deferred.tsx';
import { homeRows } from '../api/home-rows.ts';
import { SectionHeader } from './section-header.tsx';
import classes from './quick-access.module.css';

/**
 * SPEC §9 quick access: 50 games of "popular of the day" (category 94) as small shortcuts
 * straight to their play pages. Nothing is shown until they arrive (the row has a fixed height).
 */
export function QuickAccess() {
  const { t } = useTranslation();
  const headingId = useId();
  const games: Game[] = useQuery(homeRows.popular).data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="quick-access">
      <SectionHeader
        id={headingId}
        title={t('catalogue.quickAccess')}
        moreHref={paths.lobbyCategory('slot', QUICK_ACCESS_CATEGORY)}
        moreLabel={t('common.seeAll')}
      />
      <Deferred fallback={<ul className={classes.strip} />}>
        <ul className={classes.strip}>
          {games.map((game) => (
            <li key={game.gameID}>
              <RouteLink
                href={paths.play('casino', game.gameID, game.providerName)}
                state={{ name: game.name, providerName: game.providerName }}
                className={classes.item}
                data-testid="quick-access-game"
              >
                <img
                  src={game.thumbnail}
                  alt=""
                  width={300}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className={classes.thumb}
                />
                <span className={classes.name}>{game.name}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </Deferred>
    </Box>
  );
}
