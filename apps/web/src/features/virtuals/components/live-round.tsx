import type { SportEventSummary, SportIncident } from '@lale/contract/methods/sportsbook';
import { virtualMatchClock, type VirtualRound } from '@lale/contract/methods/virtuals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatch, type LiveMatch } from '../lib/use-live-match.ts';
import { Pitch } from './pitch.tsx';
import classes from './virtuals.module.css';

const initialOf = (event: SportEventSummary): LiveMatch => ({
  state: event.state,
  live: event.live,
  incidents: [],
  version: 0,
});

const scoreOf = (match: LiveMatch) =>
  match.incidents.at(-1)?.score ??
  (match.live ? { home: match.live.home, away: match.live.away } : { home: 0, away: 0 });

/** The newest goal for a couple of seconds after it is shown, then null. */
function useFreshGoal(incidents: SportIncident[]): SportIncident | null {
  const [goal, setGoal] = useState<SportIncident | null>(null);
  const seen = useRef(incidents.length);
  useEffect(() => {
    if (incidents.length <= seen.current) return;
    seen.current = incidents.length;
    setGoal(incidents.at(-1) ?? null);
    const timer = window.setTimeout(() => setGoal(null), 2_400);
    return () => window.clearTimeout(timer);
  }, [incidents]);
  return goal;
}

interface LiveRoundProps {
  round: VirtualRound;
  showMs: number;
  now: number;
}

/** The round being played: the featured match on the pitch, and every match's score line. */
export function LiveRound({ round, showMs, now }: LiveRoundProps) {
  const { t } = useTranslation();
  const [featured, setFeatured] = useState(round.events[0]?.id ?? '');
  const elapsed = now - Date.parse(round.startsAt);
  const clock = virtualMatchClock(elapsed, showMs);
  const event = round.events.find((e) => e.id === featured) ?? round.events[0];
  return (
    <section
      data-testid="vf-live-round"
      data-round={round.roundNo}
      aria-label={t('virtuals.football.liveNow')}
    >
      <div className={classes.sectionHead}>
        <span className={`${classes.sectionTitle} ${classes.liveTitle}`}>
          ● {t('virtuals.football.liveNow')} ·{' '}
          {t('virtuals.football.matchday', { matchday: round.matchday })}
        </span>
      </div>
      <div className={classes.liveGrid}>
        {event ? (
          <FeaturedMatch event={event} clock={clock} progress={Math.min(1, elapsed / showMs)} />
        ) : null}
        <div className={classes.list}>
          {round.events.map((e) => (
            <LiveRow
              key={e.id}
              event={e}
              minute={
                clock.period === 'HT' ? 'HT' : clock.period === 'FT' ? 'FT' : `${clock.minute}'`
              }
              selected={e.id === event?.id}
              onSelect={() => setFeatured(e.id)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeaturedMatch({
  event,
  clock,
  progress,
}: {
  event: SportEventSummary;
  clock: ReturnType<typeof virtualMatchClock>;
  progress: number;
}) {
  const match = useLiveMatch(event.id, initialOf(event), true);
  const goal = useFreshGoal(match.incidents);
  const finished = match.state === 'finished';
  return (
    <Pitch
      key={event.id}
      home={event.home}
      away={event.away}
      score={scoreOf(match)}
      clock={finished ? { period: 'FT', second: 5400, minute: 90 } : clock}
      incidents={match.incidents}
      progress={finished ? 1 : progress}
      goal={goal}
    />
  );
}

function LiveRow({
  event,
  minute,
  selected,
  onSelect,
}: {
  event: SportEventSummary;
  minute: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const match = useLiveMatch(event.id, initialOf(event), true);
  const score = scoreOf(match);
  const goal = useFreshGoal(match.incidents);
  const finished = match.state === 'finished';
  return (
    <button
      type="button"
      className={classes.liveRow}
      aria-pressed={selected}
      onClick={onSelect}
      data-testid="vf-live-match"
      data-event={event.id}
      data-state={match.state}
    >
      <span className={classes.minute} data-testid="vf-minute">
        {finished ? 'FT' : minute}
      </span>
      <span className={classes.home}>{event.home}</span>
      <span
        className={`${classes.score} ${goal ? classes.scoreFlash : ''}`}
        data-testid="vf-live-score"
      >
        {score.home}-{score.away}
      </span>
      <span className={classes.away}>{event.away}</span>
    </button>
  );
}
