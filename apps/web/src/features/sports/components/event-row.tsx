import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { kickOff } from '../lib/group-events.ts';
import { usePeriodLabel } from './live-clock.tsx';
import { LiveClock } from './live-clock.tsx';
import { MainOdds } from './main-odds.tsx';
import classes from './sports.module.css';

/**
 * One event in a list: time or live clock, the teams (and score), the headline odds. Memoised: a
 * live message changes one row of a list of hundreds.
 */
export const EventRow = memo(function EventRow({ event }: { event: SportEventSummary }) {
  const { t } = useTranslation();
  const period = usePeriodLabel();
  const main = event.mainMarket;
  const live = event.state === 'live' ? event.live : null;
  const more = event.marketCount - (main ? 1 : 0);
  return (
    <div
      className={classes.row}
      data-testid="event-row"
      data-event={event.id}
      data-state={event.state}
    >
      <div className={classes.time}>
        {live ? (
          <LiveClock live={live} />
        ) : event.state === 'finished' ? (
          <Text size="xs" c="dimmed">
            {t('sports.finished')}
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            {kickOff(event.startsAt)}
          </Text>
        )}
        {event.live && !live ? (
          <Text size="xs" c="dimmed">
            {period(event.live.period)}
          </Text>
        ) : null}
      </div>
      <RouteLink
        href={paths.sportEvent(event.id)}
        className={classes.teams}
        data-testid="event-link"
      >
        <span className={classes.teamName}>
          <span>{event.home}</span>
          {event.live ? <b data-testid="score-home">{event.live.home}</b> : null}
        </span>
        <span className={classes.teamName}>
          <span>{event.away}</span>
          {event.live ? <b data-testid="score-away">{event.live.away}</b> : null}
        </span>
      </RouteLink>
      <div className={classes.odds}>
        <MainOdds event={event} />
        {more > 0 ? (
          <RouteLink
            href={paths.sportEvent(event.id)}
            className={classes.more}
            data-testid="event-more"
          >
            <span aria-label={t('sports.allMarkets', { home: event.home, away: event.away })}>
              {t('sports.moreMarkets', { count: more })}
            </span>
          </RouteLink>
        ) : null}
      </div>
    </div>
  );
});
