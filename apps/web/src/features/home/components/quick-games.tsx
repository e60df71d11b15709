import type { Game } from '@lale/contract/methods/casino';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/routes/paths.ts';
import { Deferred } from '../../../shared/ui/deferred.tsx';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { homeRows } from '../api/home-rows.ts';
import classes from './quick-access.module.css';

/**
 * SPEC §9 quick-access games: 50 of "popular of the day" (category 94) as small shortcuts
 * straight to their play pages. Nothing is shown until they arrive (the row has a fixed height).
 */
export function QuickGames({ label }: { label: string }) {
  const games: Game[] = useQuery(homeRows.popular).data ?? [];
  return (
    <Deferred fallback={<ul className={classes.strip} aria-label={label} />}>
      <ul className={classes.strip} aria-label={label}>
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
  );
}
