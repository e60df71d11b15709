import type { SportKey } from '@lale/contract/methods/sportsbook';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSportsTree } from '../../../shared/api/sports-tree.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import classes from './sports.module.css';

const SPORTS: SportKey[] = ['football', 'basketball', 'tennis', 'volleyball'];

/** The sport tabs with their event counts, then live betting and results. */
export function SportNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tree = useSportsTree().data;
  const countOf = (sport: SportKey) => tree?.sports.find((s) => s.sport === sport)?.eventCount;
  const live = tree?.sports.reduce((sum, s) => sum + s.liveCount, 0);
  const item = (href: string, label: string, count: number | undefined, testId: string) => (
    <li key={href}>
      <RouteLink
        href={href}
        className={classes.pill}
        aria-current={pathname === href ? 'page' : undefined}
        data-testid={testId}
      >
        {label}
        {count !== undefined ? <span className={classes.count}>{count}</span> : null}
      </RouteLink>
    </li>
  );
  return (
    <nav aria-label={t('sports.nav')}>
      <ul className={classes.pills}>
        {item(paths.sport, t('sports.allSports'), undefined, 'sport-tab-all')}
        {SPORTS.map((sport) =>
          item(
            paths.sportOf(sport),
            t(`sports.names.${sport}`),
            countOf(sport),
            `sport-tab-${sport}`,
          ),
        )}
        {item(paths.liveSport, t('sports.liveTitle'), live, 'sport-tab-live')}
        {item(paths.sportResults, t('sports.results'), undefined, 'sport-tab-results')}
      </ul>
    </nav>
  );
}
