import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '../../../shared/bet-slip/odds-button.tsx';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import classes from './virtuals.module.css';

/** A match of the round open to bets: the teams, 1 X 2 onto the sportsbook's slip, all markets. */
export function MatchOddsRow({ event, closed }: { event: SportEventSummary; closed: boolean }) {
  const { t } = useTranslation();
  const main = event.mainMarket;
  const more = Math.max(0, event.marketCount - 1);
  return (
    <div className={classes.match} data-testid="vf-match" data-event={event.id}>
      <div className={classes.teams}>
        <span>{event.home}</span>
        <span>{event.away}</span>
      </div>
      <div className={classes.odds}>
        {main?.selections.map((selection) => (
          <OddsButton
            key={selection.key}
            event={event}
            marketKey={main.key}
            selection={selection}
            locked={closed || event.suspended || main.state !== 'open'}
          />
        ))}
        <RouteLink
          href={paths.sportEvent(event.id)}
          className={classes.more}
          data-testid="vf-more"
          aria-label={`+${more} ${t('virtuals.football.moreMarkets')}: ${event.home} - ${event.away}`}
        >
          +{more}
        </RouteLink>
      </div>
    </div>
  );
}
